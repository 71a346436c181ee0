import { z } from 'zod';
import { absenceSchema } from './absences.ts';
import { childRecordRowSchema } from './child-records.ts';
import { idSchema } from './common.ts';
import { itemReadRowSchema } from './item-reads.ts';
import { menuDayContentSchema } from './menu-day.ts';
import { rollCallEntryRowSchema, rollCallRowSchema } from './roll-calls.ts';
import { translatableTables, translationStatuses } from './translation-fields.ts';
import { localeSchema, roleSchema } from './user.ts';

/**
 * Every synced entity as the client stores it: the server's row in snake_case, dates as ISO strings, never a
 * password hash, token or file bytes. `version` orders changes (one sequence across all tables); a row whose
 * `deleted_at` is set arrives as a tombstone instead.
 */
const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date();
const syncFields = {
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int(),
  deleted_at: timestamp.nullable(),
};

export const kindergartenRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  opening_hours: z.string(),
  imprint: z.string(),
  data_protection: z.string(),
  terms: z.string(),
  allow_parent_chat: z.boolean(),
  ...syncFields,
});
export const groupRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  name: z.string(),
  color: z.string(),
  ...syncFields,
});
export const childRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  group_id: idSchema.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: day.nullable(),
  ...syncFields,
});
/** Other people as the user may see them: no username (e-mail); a phone only when published or one's own. */
export const userRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  name: z.string(),
  role: roleSchema,
  job_title: z.string(),
  contact_public: z.boolean(),
  phone: z.string(),
  ...syncFields,
});
export const guardianRowSchema = z.object({
  id: idSchema,
  child_id: idSchema,
  user_id: idSchema,
  relation: z.string(),
  /** Whether the child's letters reach this guardian and whether they may answer them (contract/family-rules.ts). */
  receives_letters: z.boolean(),
  may_answer: z.boolean(),
  ...syncFields,
});
/**
 * Metadata only; the bytes come from the file URL. `thumbnail_id`: the list-sized copy of a picture (a file of its
 * own); null for other files and for a picture that has none yet.
 */
export const fileRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  owner_id: idSchema.nullable(),
  mime: z.string(),
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbnail_id: idSchema.nullable(),
  ...syncFields,
});
export const blackboardPostRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  author_id: idSchema,
  title: z.string(),
  description: z.string(),
  ...syncFields,
});
/** `alt`: the author's description of the picture; null = none (the app then says "Photo 2 of 3: <title>"). */
export const blackboardImageRowSchema = z.object({
  id: idSchema,
  post_id: idSchema,
  file_id: idSchema,
  position: z.number().int(),
  alt: z.string().nullable(),
  ...syncFields,
});
export const commentRowSchema = z.object({
  id: idSchema,
  post_id: idSchema,
  author_id: idSchema,
  comment: z.string(),
  ...syncFields,
});

export const publicationQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['yes_no', 'choice', 'text']),
  label: z.string(),
  options: z.array(z.string()).optional(),
  required: z.boolean().optional(),
});
const publicationFields = {
  id: idSchema,
  kindergarten_id: idSchema,
  author_id: idSchema.nullable(),
  title: z.string(),
  body: z.string(),
  /** Empty = the whole kindergarten. */
  group_ids: z.array(idSchema),
  attachment_file_id: idSchema.nullable(),
  requires_confirmation: z.boolean(),
  requires_signature: z.boolean(),
  deadline: timestamp.nullable(),
  questions: z.array(publicationQuestionSchema),
  /** Null while a draft (only staff receive drafts). */
  published_at: timestamp.nullable(),
  ...syncFields,
};
export const newsRowSchema = z.object(publicationFields);
export const eventRowSchema = z.object({
  ...publicationFields,
  starts_at: timestamp,
  ends_at: timestamp.nullable(),
  all_day: z.boolean(),
  location: z.string(),
});
export const confirmationRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  user_id: idSchema,
  news_id: idSchema.nullable(),
  event_id: idSchema.nullable(),
  child_id: idSchema.nullable(),
  status: z.enum(['confirmed', 'cancelled']),
  feedback: z.string(),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  signature_file_id: idSchema.nullable(),
  ...syncFields,
});
/** `draft`: staff's changes not yet published (contract/menu-day.ts); always null for parents. */
export const menuDayRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  date: day,
  ...menuDayContentSchema.shape,
  published: z.boolean(),
  draft: menuDayContentSchema.nullable(),
  ...syncFields,
});
export const roomRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  kind: z.enum(['group', 'private']),
  name: z.string(),
  group_id: idSchema.nullable(),
  ...syncFields,
});
export const roomMemberRowSchema = z.object({
  id: idSchema,
  room_id: idSchema,
  user_id: idSchema,
  last_read_at: timestamp.nullable(),
  ...syncFields,
});
export const messageRowSchema = z.object({
  id: idSchema,
  room_id: idSchema,
  sender_id: idSchema,
  message: z.string(),
  /** A photo or PDF the message carries (its text is then a caption and may be empty). */
  attachment_file_id: idSchema.nullable(),
  ...syncFields,
});
export const notificationRowSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.string()),
  read_at: timestamp.nullable(),
  ...syncFields,
});

/**
 * A machine translation of one item into one language (contract/translation-fields.ts). The viewer receives the rows
 * of their translation language for the items they may see; `source_hash` is `translationSourceHash` of the texts it
 * was made from, so a translation of an older text is not shown as the current one. `source_lang` is the detected
 * language of the original (a provider's code such as `de`, `tr`, `zh`; `und` when unknown).
 */
export const contentTranslationRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  source_table: z.enum(translatableTables),
  source_id: idSchema,
  target_lang: localeSchema,
  source_lang: z.string(),
  status: z.enum(translationStatuses),
  fields: z.record(z.string(), z.string()),
  source_hash: z.string(),
  ...syncFields,
});

/** Table name (the client's Dexie table and the server's SQL table) → row schema. */
export const syncRowSchemas = {
  kindergartens: kindergartenRowSchema,
  groups: groupRowSchema,
  children: childRowSchema,
  users: userRowSchema,
  guardians: guardianRowSchema,
  files: fileRowSchema,
  blackboard_posts: blackboardPostRowSchema,
  blackboard_images: blackboardImageRowSchema,
  comments: commentRowSchema,
  news: newsRowSchema,
  events: eventRowSchema,
  confirmations: confirmationRowSchema,
  menu_days: menuDayRowSchema,
  absences: absenceSchema,
  rooms: roomRowSchema,
  room_members: roomMemberRowSchema,
  messages: messageRowSchema,
  notifications: notificationRowSchema,
  content_translations: contentTranslationRowSchema,
  child_records: childRecordRowSchema,
  roll_calls: rollCallRowSchema,
  roll_call_entries: rollCallEntryRowSchema,
  item_reads: itemReadRowSchema,
} as const;

export type SyncTable = keyof typeof syncRowSchemas;
export const syncTables = Object.keys(syncRowSchemas) as SyncTable[];
export type SyncRow<T extends SyncTable> = z.infer<(typeof syncRowSchemas)[T]>;
export type SyncRows = { [T in SyncTable]: SyncRow<T> };
