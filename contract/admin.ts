import { z } from 'zod';
import { adminFailureCodes, adminLimits as l } from './admin-rules.ts';
import { idSchema } from './common.ts';
import { isoDateSchema } from './dates.ts';
import {
  childRowSchema,
  groupRowSchema,
  guardianRowSchema,
  kindergartenRowSchema,
  roomMemberRowSchema,
  roomRowSchema,
  userRowSchema,
} from './sync-rows.ts';
import { roleSchema, timeZoneSchema } from './user.ts';

/**
 * Admin calls under /api/admin: admins of a kindergarten manage its groups, children,
 * guardians, invite codes, staff accounts, contact details and legal texts, chat rooms and whether parents may write
 * to each other. Every other role gets 403 `admin_only`; another kindergarten's row is 404. Writes answer the changed
 * row as GET /api/sync sends it, and everyone of the kindergarten hears `sync.available`.
 */
const text = (max: number) => z.string().trim().max(max);
const name = (max: number) => z.string().trim().min(1).max(max);

export const adminIdParamsSchema = z.object({ id: idSchema });
export const adminMemberParamsSchema = z.object({ id: idSchema, userId: idSchema });

export const adminFailureSchema = z.object({
  status: z.literal('failed'),
  message: z.string(),
  code: z.enum(adminFailureCodes),
});
export type AdminFailure = z.infer<typeof adminFailureSchema>;

export const groupInputSchema = z.object({ name: name(l.groupNameMaxLength), color: text(20).optional() });
export type GroupInput = z.infer<typeof groupInputSchema>;

export const childInputSchema = z.object({
  first_name: name(l.childNameMaxLength),
  last_name: name(l.childNameMaxLength),
  birth_date: isoDateSchema.nullable().optional(),
  group_id: idSchema.nullable().optional(),
});
export type ChildInput = z.infer<typeof childInputSchema>;

export const guardianInputSchema = z.object({ user_id: idSchema, relation: text(l.relationMaxLength).optional() });
export type GuardianInput = z.infer<typeof guardianInputSchema>;

export const inviteCodeInputSchema = z
  .object({
    role: z.enum(['parent', 'staff']),
    child_ids: z.array(idSchema).max(l.inviteChildrenMax).default([]),
    max_uses: z.number().int().min(1).max(l.inviteMaxUses).default(2),
    /** Days from now; null = never expires. */
    valid_days: z.number().int().min(1).max(l.inviteMaxValidDays).nullable().default(l.inviteDefaultValidDays),
  })
  .refine((input) => input.role === 'parent' || input.child_ids.length === 0, {
    path: ['child_ids'],
    message: 'Staff codes have no children.',
  });
export type InviteCodeInput = z.input<typeof inviteCodeInputSchema>;

export const inviteCodeSchema = z.object({
  id: idSchema,
  code: z.string(),
  role: roleSchema,
  max_uses: z.number().int(),
  uses: z.number().int(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  child_ids: z.array(idSchema),
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;
export const inviteCodeListSchema = z.object({ status: z.literal('success'), codes: z.array(inviteCodeSchema) });
export const inviteCodeResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: inviteCodeSchema,
});

/** Everyone of the kindergarten with their e-mail, which the synced user rows never carry. */
export const adminPersonSchema = userRowSchema
  .pick({ id: true, name: true, role: true, job_title: true, contact_public: true, phone: true })
  .extend({ username: z.string() });
export type AdminPerson = z.infer<typeof adminPersonSchema>;
export const adminPeopleSchema = z.object({ status: z.literal('success'), people: z.array(adminPersonSchema) });

export const staffInputSchema = z.object({
  role: z.enum(['staff', 'admin']).optional(),
  job_title: text(l.jobTitleMaxLength).optional(),
  contact_public: z.boolean().optional(),
});
export type StaffInput = z.infer<typeof staffInputSchema>;

const contact = text(l.contactFieldMaxLength);
export const kindergartenInputSchema = z.object({
  name: name(l.contactFieldMaxLength).optional(),
  street: contact.optional(),
  postal_code: contact.optional(),
  city: contact.optional(),
  phone: contact.optional(),
  email: z.union([z.literal(''), z.email().max(l.contactFieldMaxLength)]).optional(),
  website: contact.optional(),
  opening_hours: text(l.openingHoursMaxLength).optional(),
  imprint: text(l.legalTextMaxLength).optional(),
  data_protection: text(l.legalTextMaxLength).optional(),
  terms: text(l.legalTextMaxLength).optional(),
  allow_parent_chat: z.boolean().optional(),
  /** The kindergarten's calendar zone; null = the server's default again. */
  time_zone: timeZoneSchema.nullable().optional(),
});
export type KindergartenInput = z.infer<typeof kindergartenInputSchema>;

export const roomInputSchema = z.object({ name: name(l.roomNameMaxLength), group_id: idSchema.nullable().optional() });
export type RoomInput = z.infer<typeof roomInputSchema>;
export const roomMemberInputSchema = z.object({ user_id: idSchema });

const ok = { status: z.literal('success'), message: z.string() };
export const groupResponseSchema = z.object({ ...ok, group: groupRowSchema });
export const childResponseSchema = z.object({ ...ok, child: childRowSchema });
export const guardianResponseSchema = z.object({ ...ok, guardian: guardianRowSchema });
export const personResponseSchema = z.object({ ...ok, person: adminPersonSchema });
export const kindergartenResponseSchema = z.object({ ...ok, kindergarten: kindergartenRowSchema });
export const roomResponseSchema = z.object({ ...ok, room: roomRowSchema });
export const roomMemberResponseSchema = z.object({ ...ok, member: roomMemberRowSchema });
export const adminDoneSchema = z.object(ok);

const bytes = z.number().int().min(0);
/**
 * GET /api/admin/storage: what the kindergarten's live files take, in bytes, by what they are, and FILES_QUOTA_MB in
 * bytes (null: no limit).
 */
export const adminStorageSchema = z.object({
  status: z.literal('success'),
  storage: z.object({ pictures: bytes, pdfs: bytes, signatures: bytes, total: bytes, limit: bytes.nullable() }),
});
export type AdminStorage = z.infer<typeof adminStorageSchema>['storage'];
