import { z } from 'zod';
import { idSchema, validationErrorSchema } from './common.ts';
import { isoDateSchema } from './dates.ts';
import { answerFailureCodes, answerSuccessCodes, publicationLimits } from './publication-rules.ts';
import {
  confirmationRowSchema,
  eventRowSchema,
  fileRowSchema,
  newsRowSchema,
  notificationRowSchema,
} from './sync-rows.ts';

/**
 * News and events. Rows are the sync rows (contract/sync-rows.ts), so a client stores what
 * these calls answer exactly as it stores what GET /api/sync brings.
 *
 * Who sees what: a parent sees published items for the whole kindergarten or for a group one of their children is
 * in; staff and admins see every item of their kindergarten, drafts included. An item the user may not see (other
 * kindergarten, other group, a draft for a parent) answers 404 everywhere.
 *
 * Answers (`confirmations`): one per item and child, shared by the child's guardians (`user_id`: who gave or last
 * changed it), and one per user and item without a child. A parent with children the item applies to (all their
 * children for a whole-kindergarten item, those in the item's groups otherwise) answers per child and must send
 * `child_id`; a user without such children (staff, a parent not linked to a child yet) answers once for
 * themselves with `child_id` null/absent. Staff and admins receive every family's answers of their kindergarten
 * (sync, feedback calls); a parent their own and those for their children.
 */
export type { PublicationKind } from './publication-rules.ts';

export const publicationIdParamsSchema = z.object({ id: idSchema });
export type NewsRow = z.infer<typeof newsRowSchema>;
export type EventRow = z.infer<typeof eventRowSchema>;
export type ConfirmationRow = z.infer<typeof confirmationRowSchema>;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(publicationLimits.listMax).default(publicationLimits.listDefault),
});

/** GET /api/news: newest first (by publication; drafts, for staff, first). */
export const newsListResponseSchema = z.object({ news: z.array(newsRowSchema) });

/**
 * GET /api/news/{id} and GET /api/event/{id}: the item, its attachment's file row (bytes at the file URL) and the
 * user's own answers, so a deep link to something not synced yet can fill the local database.
 */
export const newsItemResponseSchema = z.object({
  news: newsRowSchema,
  attachment: fileRowSchema.nullable(),
  confirmations: z.array(confirmationRowSchema),
});
export const eventItemResponseSchema = z.object({
  event: eventRowSchema,
  attachment: fileRowSchema.nullable(),
  confirmations: z.array(confirmationRowSchema),
});

/** GET /api/events/calendar?selectedDate=YYYY-MM-DD: the month of that date in the kindergarten's time zone. */
/** Without `selectedDate`: today. */
export const calendarQuerySchema = z.object({ selectedDate: isoDateSchema.optional() });
export const calendarResponseSchema = z.object({
  selected_date: z.iso.date(),
  /** First and last day of the month. */
  month_start: z.iso.date(),
  month_end: z.iso.date(),
  /** Day (`YYYY-MM-DD`) → ids of the events on it, by start; days without events are left out. Multi-day events
   * appear on each of their days within the month. */
  days: z.record(z.iso.date(), z.array(idSchema)),
  /** Every event touching the month, by start. */
  events: z.array(eventRowSchema),
  /** The events of the selected day, by start. */
  selected: z.array(eventRowSchema),
  /** The next events that have not ended yet (at most 10), by start, whatever the month. */
  upcoming: z.array(eventRowSchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** Question id → answer: `yes_no` a boolean, `choice` one of the options, `text` a string. */
export const answersSchema = z.record(
  z.string().max(100),
  z.union([z.boolean(), z.string().max(publicationLimits.textAnswerMaxLength)]),
);

/**
 * POST /api/{news|event}/{id}/confirmation and …/cancel (JSON; send `Idempotency-Key`).
 * - `id`: the client's UUIDv7 for the answer row. An answer for this item and child that already exists is
 *   updated instead and keeps its id: the `confirmation` in the response is the truth, replace the local row by it.
 * - `signature`: a PNG, as a data URL (`data:image/png;base64,…`, what signature_pad's `toDataURL()` gives) or
 *   bare base64; at most 1 MB decoded. Required to confirm an item with `requires_signature`.
 * - `answers`: validated against the item's questions; required ones only when confirming.
 * A repeat with the same content changes nothing; a later call before the deadline replaces the answer (cancel
 * after confirm flips the status).
 */
export const answerRequestSchema = z.object({
  id: idSchema.optional(),
  child_id: idSchema.nullable().optional(),
  feedback: z.string().trim().max(publicationLimits.feedbackMaxLength).default(''),
  answers: answersSchema.default({}),
  // Base64 of 1 MB is 1.4 M characters; the decoded size is checked exactly on the server.
  signature: z.string().max(1_500_000).nullable().optional(),
  /**
   * The version of another guardian's answer for this child that the user saw and chose to change; without it an
   * answer another guardian gave is refused with 409 `answered_by_family` (contract/family-rules.ts).
   */
  replaces_version: z.number().int().nullable().optional(),
});
export type AnswerRequest = z.input<typeof answerRequestSchema>;
export type AnswerInput = z.output<typeof answerRequestSchema>;

export const answerResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.enum(answerSuccessCodes),
  confirmation: confirmationRowSchema,
  /** The signature's file row (bytes at the file URL), when the answer carries one. */
  signature: fileRowSchema.nullable(),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

export const answerRejectionSchema = z.object({
  message: z.string(),
  code: z.enum(answerFailureCodes),
  errors: z.record(z.string(), z.array(z.string())),
});
export type AnswerRejection = z.infer<typeof answerRejectionSchema>;
/** Any 403/409/422 of the answer calls: malformed input has no `code`, a refused rule has one. */
export const answerErrorResponseSchema = validationErrorSchema.extend({ code: z.enum(answerFailureCodes).optional() });

/**
 * GET /api/{news|event}/{id}/is-confirmed: the user's own answers. `confirmed`: at least one answer confirms;
 * `pending_child_ids`: children the item applies to without an answer yet; `can_answer`: the item takes answers
 * (contract/publication-audience.ts) and the user has a child it applies to.
 */
export const isConfirmedResponseSchema = z.object({
  confirmed: z.boolean(),
  can_answer: z.boolean(),
  confirmations: z.array(confirmationRowSchema),
  pending_child_ids: z.array(idSchema),
});
export type IsConfirmedResponse = z.infer<typeof isConfirmedResponseSchema>;

/**
 * GET /api/news/feedback/{id}, GET /api/event/feedback/{id}: the answers to one item with their signature files.
 * A parent gets their own; staff and admins every answer of their kindergarten (the tracking view).
 */
export const newsFeedbackResponseSchema = z.object({
  news: newsRowSchema,
  confirmations: z.array(confirmationRowSchema),
  signatures: z.array(fileRowSchema),
});
export const eventFeedbackResponseSchema = z.object({
  event: eventRowSchema,
  confirmations: z.array(confirmationRowSchema),
  signatures: z.array(fileRowSchema),
});

/**
 * GET /api/news/feedbacks/ and GET /api/events/feedbacks/ (with or without the trailing slash): every answer (same
 * audience rule as above), newest change first, with the items they answer.
 */
export const newsFeedbacksResponseSchema = z.object({
  news: z.array(newsRowSchema),
  confirmations: z.array(confirmationRowSchema),
});
export const eventFeedbacksResponseSchema = z.object({
  events: z.array(eventRowSchema),
  confirmations: z.array(confirmationRowSchema),
});

/** GET /api/event-notifications: the user's notifications of kind event, news or reminder, newest first. */
export const eventNotificationsResponseSchema = z.object({ notifications: z.array(notificationRowSchema) });
export type EventNotificationsResponse = z.infer<typeof eventNotificationsResponseSchema>;
