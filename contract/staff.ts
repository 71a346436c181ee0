import { z } from 'zod';
import { absenceReasonSchema, absenceSchema } from './absences.ts';
import { isoDateSchema, isoInstantSchema } from './dates.ts';
import { idSchema, validationErrorSchema } from './common.ts';
import { publicationKinds } from './publication-rules.ts';
import { clockTimePattern, staffFailureCodes, staffLimits, staffSuccessCodes } from './staff-rules.ts';
import { absenceNoteMaxLength } from './absence-rules.ts';
import { confirmationRowSchema, eventRowSchema, fileRowSchema, newsRowSchema } from './sync-rows.ts';

/**
 * The staff workspace, every call under `/api/staff/…` (paths: `staffPaths` in staff-rules.ts).
 *
 * Who may call: users with role `staff` or `admin`; a parent gets 403 `{message, code: 'staff_only'}` on every
 * call, an anonymous caller 401, and anything of another kindergarten (item, child, file) answers 404. Mutating
 * calls honour `Idempotency-Key` like the rest of the API. Written rows are the sync rows, so the client stores what
 * these calls answer as it stores what GET /api/sync brings; other users learn of every change through the
 * kindergarten channel's `sync.available`.
 *
 * Audience: an item with empty `group_ids` is for every parent of the kindergarten, otherwise for the guardians of
 * children in those groups. Only they receive the item in GET /api/sync, its notification (row, realtime, push) and
 * its reminders; an unpublished item reaches them as a tombstone.
 */

export const publicationKindSchema = z.enum(publicationKinds);
const timestamp = isoInstantSchema;
const successStatus = z.literal('success');

export const staffSuccessCodeSchema = z.enum(staffSuccessCodes);
/** Any 403/409/413/422 of the staff calls: malformed input has no `code`, a refused rule has one. */
export const staffErrorResponseSchema = validationErrorSchema.extend({ code: z.enum(staffFailureCodes).optional() });
export type StaffErrorResponse = z.infer<typeof staffErrorResponseSchema>;

// ——— Attachments ———

/**
 * POST /api/staff/attachments: multipart with one file (any field name, e.g. `file`), a PDF by its bytes, at most
 * 10 MB. Answers the file row; put its id in `attachment_file_id`. The bytes are at GET /api/files/{id} for staff at
 * once and for parents once an item they see names it.
 */
export const attachmentResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: z.literal('attachment_uploaded'),
  file: fileRowSchema,
});
export type AttachmentResponse = z.infer<typeof attachmentResponseSchema>;

// ——— Writing news and events ———

export const staffQuestionSchema = z
  .object({
    /** Stable within the item; the key of the parents' `answers`. */
    id: z.string().trim().min(1).max(100),
    kind: z.enum(['yes_no', 'choice', 'text']),
    label: z.string().trim().min(1).max(staffLimits.questionLabelMaxLength),
    /** `choice` only: the options offered. */
    options: z
      .array(z.string().trim().min(1).max(staffLimits.choiceOptionMaxLength))
      .max(staffLimits.choiceOptionsMax)
      .optional(),
    required: z.boolean().optional(),
  })
  .superRefine((question, context) => {
    const count = question.options?.length ?? 0;
    if (question.kind === 'choice' && count < staffLimits.choiceOptionsMin) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `A choice needs at least ${staffLimits.choiceOptionsMin} options.`,
      });
    }
    if (question.kind !== 'choice' && count > 0)
      context.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice has options.' });
  });
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;

const publicationFields = {
  title: z.string().trim().min(1).max(staffLimits.titleMaxLength),
  body: z.string().trim().max(staffLimits.bodyMaxLength).default(''),
  /** Empty = the whole kindergarten. */
  group_ids: z.array(idSchema).max(staffLimits.groupsMax).default([]),
  attachment_file_id: idSchema.nullable().default(null),
  requires_confirmation: z.boolean().default(false),
  /** Needs `requires_confirmation`. */
  requires_signature: z.boolean().default(false),
  /** Only with `requires_confirmation`; null = until the item is withdrawn. */
  deadline: timestamp.nullable().default(null),
  questions: z.array(staffQuestionSchema).max(staffLimits.questionsMax).default([]),
};

type Shared = {
  requires_confirmation: boolean;
  requires_signature: boolean;
  deadline: string | null;
  questions: { id: string }[];
};
function answerRules(value: Shared, context: z.RefinementCtx): void {
  if (value.requires_signature && !value.requires_confirmation) {
    context.addIssue({
      code: 'custom',
      path: ['requires_signature'],
      message: 'A signature needs an answer: switch on "needs an answer".',
    });
  }
  if (value.deadline !== null && !value.requires_confirmation) {
    context.addIssue({
      code: 'custom',
      path: ['deadline'],
      message: 'A deadline needs an answer: switch on "needs an answer".',
    });
  }
  const ids = value.questions.map((question) => question.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index)
      context.addIssue({ code: 'custom', path: ['questions', index, 'id'], message: 'Question ids must differ.' });
  });
}

/**
 * POST /api/staff/news (create a draft; `id` the client's UUIDv7, a repeat with the same id updates that draft) and
 * POST /api/staff/news/{id} (replace the editable fields of a draft or a published item; a published item stays
 * published and is not announced again). The whole item every time.
 */
export const newsWriteRequestSchema = z
  .object({ id: idSchema.optional(), ...publicationFields })
  .superRefine(answerRules);
export type NewsWriteRequest = z.input<typeof newsWriteRequestSchema>;
export type NewsWriteInput = z.output<typeof newsWriteRequestSchema>;

/**
 * POST /api/staff/event and POST /api/staff/event/{id}: like news, plus when and where. An all-day event sends the
 * start (and end) of its day(s) in the kindergarten's time zone; `ends_at` must not be before `starts_at`.
 */
export const eventWriteRequestSchema = z
  .object({
    id: idSchema.optional(),
    ...publicationFields,
    starts_at: timestamp,
    ends_at: timestamp.nullable().default(null),
    all_day: z.boolean().default(false),
    location: z.string().trim().max(staffLimits.locationMaxLength).default(''),
  })
  .superRefine((value, context) => {
    answerRules(value, context);
    if (value.ends_at !== null && Date.parse(value.ends_at) < Date.parse(value.starts_at)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'The end must not be before the start.' });
    }
  });
export type EventWriteRequest = z.input<typeof eventWriteRequestSchema>;
export type EventWriteInput = z.output<typeof eventWriteRequestSchema>;

/**
 * Every write of a news item (create, update, publish, unpublish): the row as GET /api/sync sends it and its
 * attachment's file row. `notified`: how many parents publishing told (publish only; 0 otherwise).
 */
export const newsWriteResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: staffSuccessCodeSchema,
  news: newsRowSchema,
  attachment: fileRowSchema.nullable(),
  notified: z.number().int(),
});
export type NewsWriteResponse = z.infer<typeof newsWriteResponseSchema>;
export const eventWriteResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: staffSuccessCodeSchema,
  event: eventRowSchema,
  attachment: fileRowSchema.nullable(),
  notified: z.number().int(),
});
export type EventWriteResponse = z.infer<typeof eventWriteResponseSchema>;

/**
 * POST /api/staff/{kind}/{id}/publish: a draft gets `published_at` now and its audience is told (notification row,
 * realtime `notification.created` on each parent's channel, push); publishing a published item changes nothing and
 * tells no one again. POST …/unpublish: back to a draft (parents receive a tombstone); publishing it again tells the
 * audience again. DELETE /api/staff/{kind}/{id}: soft delete (a tombstone for everyone).
 */
/** `{id}` of the item in every `/api/staff/{news|event}/{id}…` path. */
export const staffItemParamsSchema = z.object({ id: idSchema });
export const publicationDeletedResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: z.literal('publication_deleted'),
});

// ——— Tracking answers ———

export const answerPersonSchema = z.object({ id: idSchema, name: z.string() });
export const answerChildSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  group_id: idSchema.nullable(),
  group_name: z.string().nullable(),
});
/** One answer with whom it is from and for. `child` null: a parent without children in the audience answered for themselves. */
export const trackedAnswerSchema = z.object({
  confirmation: confirmationRowSchema,
  user: answerPersonSchema,
  child: answerChildSchema.nullable(),
  /** When they answered last (= `confirmation.updated_at`). */
  answered_at: timestamp,
});
export type TrackedAnswer = z.infer<typeof trackedAnswerSchema>;
/** A child of the audience without an answer yet, and the guardians a reminder goes to. */
export const pendingChildSchema = z.object({ child: answerChildSchema, guardians: z.array(answerPersonSchema) });
export type PendingChild = z.infer<typeof pendingChildSchema>;

/** A family of the audience: its children, the parents who answer for them, and when one of them first opened the item. */
export const familyReadSchema = z.object({
  children: z.array(answerChildSchema),
  guardians: z.array(answerPersonSchema),
  read_at: timestamp.nullable(),
});
export type FamilyReadEntry = z.infer<typeof familyReadSchema>;

/**
 * GET /api/staff/{kind}/{id}/answers: every answer (newest change first), the children of the audience nobody has
 * answered for (by child name), counts, and the signatures' file rows (bytes at GET /api/files/{id}). A child counts
 * as answered when any of its guardians answered for it. Parents of the audience without children are not listed.
 */
export const answersResponseSchema = z.object({
  kind: publicationKindSchema,
  // Event first: a union takes the first shape that fits, and an event fits the news shape minus its own fields.
  item: z.union([eventRowSchema, newsRowSchema]),
  answers: z.array(trackedAnswerSchema),
  pending: z.array(pendingChildSchema),
  /** Per child of the audience (contract/answer-tracking.ts `trackAnswers`). */
  counts: z.object({
    confirmed: z.number().int(),
    cancelled: z.number().int(),
    answered: z.number().int(),
    pending: z.number().int(),
    audience_children: z.number().int(),
    families: z.number().int(),
  }),
  signatures: z.array(fileRowSchema),
  /** Who of the audience opened the item, per family (contract/read-tracking.ts `trackReads`). */
  reads: z.object({
    counts: z.object({ read: z.number().int(), families: z.number().int() }),
    families: z.array(familyReadSchema),
  }),
});
export type AnswersResponse = z.infer<typeof answersResponseSchema>;

/**
 * POST /api/staff/{kind}/{id}/remind (no body): a notification (kind `reminder`, realtime, push) to the guardians of
 * the children still pending, nobody else. 422 for a draft, an item asking for no answer, or after its deadline.
 * `notified`: how many users were told (0 when everyone answered).
 */
export const reminderResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: z.literal('reminder_sent'),
  notified: z.number().int(),
});
export type ReminderResponse = z.infer<typeof reminderResponseSchema>;

/**
 * GET /api/staff/{kind}/{id}/answers.csv: `text/csv; charset=utf-8` with a UTF-8 BOM (Excel shows umlauts), one
 * line per answer and per pending child, in the staff member's language (headers, status and yes/no words; ";" as the
 * separator where Excel expects it, "," in English). Columns: child, group, guardian, status (confirmed / cancelled /
 * not answered yet), answered at ("YYYY-MM-DD HH:mm" in the kindergarten's time zone), feedback, then one column per
 * question, signed (yes/no). RFC 4180 quoting; cells starting with = + - @ are prefixed with ' so a spreadsheet never
 * runs them.
 * GET /api/staff/{kind}/{id}/answers.pdf: a printable A4 list of the same with the signature images, in the staff
 * member's language, names in any of the 12 languages' scripts as written.
 * The first columns below are named by the export label that heads each (server/publications/export-labels).
 */
export const answersCsvColumns = ['child', 'group', 'guardian', 'status', 'answeredAt', 'feedback'] as const;

// ——— Today's absences ———

/**
 * GET /api/staff/absences?date=YYYY-MM-DD (default today in the kindergarten's time zone): the absences touching
 * that day and those touching its week (Monday–Sunday), by group (children without a group last, group null), each
 * child by first name. Reasons and notes are for staff eyes (parents see only their own children's absences).
 * `reported_late`: see `defaultAbsenceLateAfter` in staff-rules.ts (late_after is the value in force).
 */
export const staffAbsencesQuerySchema = z.object({ date: isoDateSchema.optional() });
export const staffAbsenceEntrySchema = z.object({
  absence: absenceSchema,
  child: answerChildSchema,
  reported_by: answerPersonSchema,
  /** Recorded by staff for a family (phoned in), not by a guardian. */
  reported_by_staff: z.boolean(),
  reported_late: z.boolean(),
});
export type StaffAbsenceEntry = z.infer<typeof staffAbsenceEntrySchema>;
export const staffAbsenceGroupSchema = z.object({
  group: z.object({ id: idSchema, name: z.string() }).nullable(),
  today: z.array(staffAbsenceEntrySchema),
  week: z.array(staffAbsenceEntrySchema),
});
export const staffAbsencesResponseSchema = z.object({
  date: isoDateSchema,
  week_start: isoDateSchema,
  week_end: isoDateSchema,
  late_after: z.string().regex(clockTimePattern),
  time_zone: z.string(),
  groups: z.array(staffAbsenceGroupSchema),
  counts: z.object({ today: z.number().int(), week: z.number().int() }),
});
export type StaffAbsencesResponse = z.infer<typeof staffAbsencesResponseSchema>;

/**
 * POST /api/staff/absences: record an absence for a child of the kindergarten (a family phoned in). The same rules
 * and failure codes as POST /api/report-absence (contract/absences.ts: dates within a year, end not before start,
 * `absence_id_taken`); a child of another kindergarten is 404. The child's guardians see it like one they reported.
 */
export const staffAbsenceRequestSchema = z
  .object({
    id: idSchema.optional(),
    child_id: idSchema,
    from: isoDateSchema,
    to: isoDateSchema,
    reason: absenceReasonSchema,
    note: z.string().trim().max(absenceNoteMaxLength).default(''),
  })
  .refine((value) => value.to >= value.from, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  });
export type StaffAbsenceRequest = z.input<typeof staffAbsenceRequestSchema>;
export const staffAbsenceResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: z.literal('absence_recorded'),
  absence: absenceSchema,
});

// ——— Quiet hours ———

/**
 * GET /api/staff/quiet-hours, POST /api/staff/quiet-hours: the caller's own quiet hours. While `enabled`, no push
 * reaches them between `from` and `until` (`HH:MM`, the kindergarten's time zone `time_zone`; `from` after `until`
 * spans midnight, e.g. 20:00–07:00); notifications are still recorded and sent on the realtime channel.
 */
export const quietHoursSchema = z.object({
  enabled: z.boolean(),
  from: z.string().regex(clockTimePattern),
  until: z.string().regex(clockTimePattern),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;
export const quietHoursRequestSchema = quietHoursSchema.refine(
  (value) => !value.enabled || value.from !== value.until,
  {
    path: ['until'],
    message: 'The quiet hours must end at another time than they start.',
  },
);
export const quietHoursResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: z.literal('quiet_hours_saved').optional(),
  quiet_hours: quietHoursSchema,
  time_zone: z.string(),
});
export type QuietHoursResponse = z.infer<typeof quietHoursResponseSchema>;
