import { z } from 'zod';
import { absenceReasonSchema } from './absences.ts';
import { childRecordRowSchema } from './child-records.ts';
import { idSchema, statusSchema } from './common.ts';
import { readItemKindSchema } from './item-reads.ts';
import { roleSchema, translationLanguageSchema } from './user.ts';

const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date();

/**
 * GET /api/user/export (GDPR Art. 15 and 20): everything the server holds about the signed-in user and the children
 * they are a guardian of, as one JSON document. Never a password hash, token or push token in full, never another
 * family's data: other people appear only as ids, and only where they are part of the user's own records.
 */
export const accountExportSchema = z.object({
  format: z.literal('kita-account-export'),
  version: z.literal(1),
  exported_at: timestamp,
  account: z.object({
    id: idSchema,
    username: z.string(),
    name: z.string(),
    role: roleSchema,
    language: z.string(),
    google_translation_language: translationLanguageSchema,
    push_notification: z.boolean(),
    phone: z.string(),
    job_title: z.string(),
    contact_public: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  kindergarten: z.object({ id: idSchema, name: z.string() }),
  children: z.array(
    z.object({
      id: idSchema,
      first_name: z.string(),
      last_name: z.string(),
      birth_date: day.nullable(),
      group: z.object({ id: idSchema, name: z.string() }).nullable(),
      relation: z.string(),
      guardian_since: timestamp,
    }),
  ),
  absences: z.array(
    z.object({
      id: idSchema,
      child_id: idSchema,
      from: day,
      to: day,
      reason: absenceReasonSchema,
      note: z.string(),
      /** Reported by this user, or by another guardian or staff (who is not named). */
      reported_by_me: z.boolean(),
      created_at: timestamp,
      deleted_at: timestamp.nullable(),
    }),
  ),
  /** The records of the user's children (allergies, pickup persons, contacts), whoever wrote them last. */
  child_records: z.array(
    childRecordRowSchema
      .pick({
        id: true,
        allergens: true,
        dietary_needs: true,
        medical_notes: true,
        pickup_persons: true,
        emergency_contacts: true,
        updated_at: true,
      })
      .extend({ updated_by_me: z.boolean() }),
  ),
  confirmations: z.array(
    z.object({
      id: idSchema,
      news_id: idSchema.nullable(),
      event_id: idSchema.nullable(),
      child_id: idSchema.nullable(),
      status: z.enum(['confirmed', 'cancelled']),
      feedback: z.string(),
      answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
      has_signature: z.boolean(),
      created_at: timestamp,
      updated_at: timestamp,
    }),
  ),
  /** Which news, events and posts the user opened, and when first. */
  item_reads: z.array(z.object({ id: idSchema, item_kind: readItemKindSchema, item_id: idSchema, read_at: timestamp })),
  blackboard_posts: z.array(
    z.object({
      id: idSchema,
      title: z.string(),
      description: z.string(),
      created_at: timestamp,
      deleted_at: timestamp.nullable(),
    }),
  ),
  comments: z.array(
    z.object({
      id: idSchema,
      post_id: idSchema,
      comment: z.string(),
      created_at: timestamp,
      deleted_at: timestamp.nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      id: idSchema,
      room_id: idSchema,
      message: z.string(),
      created_at: timestamp,
      deleted_at: timestamp.nullable(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: idSchema,
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      read_at: timestamp.nullable(),
      created_at: timestamp,
    }),
  ),
  files: z.array(
    z.object({ id: idSchema, name: z.string(), mime: z.string(), size: z.number().int(), created_at: timestamp }),
  ),
  /** Devices that receive pushes: the token's last characters only, enough to recognise, useless to send. */
  push_devices: z.array(z.object({ token_ending: z.string(), created_at: timestamp, updated_at: timestamp })),
  /** Sign-ins: when, last used, when ended; never the token. */
  sessions: z.array(
    z.object({ created_at: timestamp, last_used_at: timestamp.nullable(), revoked_at: timestamp.nullable() }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The document as the route sends it: the keys above, then those of an entity registered at runtime. */
export const accountExportResponseSchema = accountExportSchema.catchall(z.unknown());

/**
 * DELETE /api/user {password}: the password again, so a phone left unlocked cannot delete the account. A wrong
 * password is a 422 with `errors.password`, like any other invalid field.
 */
export const deleteAccountRequestSchema = z.object({ password: z.string().min(1).max(1024) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.literal('account_deleted'),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
