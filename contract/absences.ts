import { z } from 'zod';
import { idSchema, validationErrorSchema } from './common.ts';
import { isoDateSchema } from './dates.ts';
import { absenceNoteMaxLength, absenceReasons } from './absence-rules.ts';
import { daysBetween } from './iso-days.ts';

export const absenceReasonSchema = z.enum(absenceReasons);
export type AbsenceReason = z.infer<typeof absenceReasonSchema>;

export { isoDateSchema };

/** The absence row as the client stores it and every absence endpoint answers. */
export const absenceSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  child_id: idSchema,
  reported_by: idSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  reason: absenceReasonSchema,
  note: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  version: z.number().int(),
  deleted_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;

const absenceFields = {
  child_id: idSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  reason: absenceReasonSchema,
  note: z.string().trim().max(absenceNoteMaxLength).default(''),
};

/** `from` ≤ `to`, reported against `to` so the form shows it next to the end date. */
function endNotBeforeStart(value: { from: string; to: string }, context: z.RefinementCtx): void {
  if (daysBetween(value.from, value.to) < 0) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date.' });
  }
}

/**
 * POST /api/report-absence. `id` is the client's UUIDv7 for an absence reported offline: a repeat with the same
 * id by the same user is the same write and gets the same answer. The one-year window depends on "today", so the
 * server checks it (and the form may use `absenceDateWindowIssue` with its own today).
 */
export const reportAbsenceRequestSchema = z
  .object({ id: idSchema.optional(), ...absenceFields })
  .superRefine(endNotBeforeStart);
export type ReportAbsenceRequest = z.input<typeof reportAbsenceRequestSchema>;
export type ReportAbsenceInput = z.output<typeof reportAbsenceRequestSchema>;

/** POST /api/absence-history/{id}: the whole absence again (child, dates, reason, note). */
export const updateAbsenceRequestSchema = z.object(absenceFields).superRefine(endNotBeforeStart);
export type UpdateAbsenceRequest = z.input<typeof updateAbsenceRequestSchema>;
export type UpdateAbsenceInput = z.output<typeof updateAbsenceRequestSchema>;

/** What a successful write did, for the toast in the user's language (ADR 0001). */
export const absenceSuccessCodes = ['absence_reported', 'absence_updated'] as const;

export const absenceResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.enum(absenceSuccessCodes).optional(),
  absence: absenceSchema,
});
export type AbsenceResponse = z.infer<typeof absenceResponseSchema>;

/** GET /api/absence-history/: newest first (by `from`, then by report time). */
export const absenceHistoryResponseSchema = z.object({ absences: z.array(absenceSchema) });
export type AbsenceHistoryResponse = z.infer<typeof absenceHistoryResponseSchema>;

export const absenceIdParamsSchema = z.object({ id: idSchema });

/** Why the server refused an absence (ADR 0001): the client says it in the user's language. */
export const absenceFailureCodes = [
  'child_not_allowed',
  'date_too_far',
  'absence_ended',
  'absence_id_taken',
  'absence_overlaps',
] as const;
export type AbsenceFailureCode = (typeof absenceFailureCodes)[number];

/** The report an `absence_overlaps` refusal names, so the client can say which one and offer to change it. */
export const existingAbsenceSchema = z.object({
  id: idSchema,
  child_id: idSchema,
  from: isoDateSchema,
  to: isoDateSchema,
});
export type ExistingAbsence = z.infer<typeof existingAbsenceSchema>;

/**
 * 422 (409 for `absence_id_taken` and `absence_overlaps`): Laravel's body plus the code; `errors` names the field to
 * show it at; `existing` is the absence of the same child that already covers some of these days
 * (contract/absence-overlap.ts).
 */
export const absenceRejectionSchema = z.object({
  message: z.string(),
  code: z.enum(absenceFailureCodes),
  errors: z.record(z.string(), z.array(z.string())),
  existing: existingAbsenceSchema.optional(),
});
export type AbsenceRejection = z.infer<typeof absenceRejectionSchema>;

/** Any 422/409 of the absence endpoints: malformed input has no `code`, a refused rule has one. */
export const absenceErrorResponseSchema = validationErrorSchema.extend({
  code: z.enum(absenceFailureCodes).optional(),
  existing: existingAbsenceSchema.optional(),
});

/** DELETE /api/absence-history/{id}: the absence is withdrawn (a tombstone reaches every device through sync). */
export const absenceWithdrawnResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.literal('absence_withdrawn'),
});
