import { z } from 'zod';
import { idSchema, validationErrorSchema } from './common.ts';
import { isoDateSchema } from './dates.ts';
import { rollCallLabelMaxLength, rollCallNoteMaxLength } from './roll-call-rules.ts';

const timestamp = z.iso.datetime({ offset: true });
const syncFields = {
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int(),
  deleted_at: timestamp.nullable(),
};

/**
 * A roll call: staff count the children of a group (`group_id`) or of an outing (`label`, e.g. "Waldtag", with the
 * children taken along). Its children are its entries; `closed_at` set = finished and kept as the day's record.
 */
export const rollCallRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  group_id: idSchema.nullable(),
  label: z.string(),
  day: isoDateSchema,
  note: z.string(),
  started_by: idSchema,
  closed_at: timestamp.nullable(),
  ...syncFields,
});
export type RollCall = z.infer<typeof rollCallRowSchema>;

/**
 * One child of a roll call, a row of its own so two staff devices ticking different children merge without losing a
 * tick. `reported_absent`: the child was reported absent for the day when the roll call started.
 */
export const rollCallEntryRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  roll_call_id: idSchema,
  child_id: idSchema,
  present: z.boolean(),
  reported_absent: z.boolean(),
  note: z.string(),
  marked_by: idSchema.nullable(),
  ...syncFields,
});
export type RollCallEntry = z.infer<typeof rollCallEntryRowSchema>;

const noteSchema = z.string().trim().max(rollCallNoteMaxLength);

/**
 * POST /api/staff/roll-calls: the ids are the client's (UUIDv7), so a roll call started offline and sent again is the
 * same roll call. An outing has a label; a group's roll call may leave it empty.
 */
export const startRollCallRequestSchema = z.object({
  id: idSchema,
  group_id: idSchema.nullable(),
  label: z.string().trim().max(rollCallLabelMaxLength).default(''),
  day: isoDateSchema,
  note: noteSchema.default(''),
  entries: z
    .array(z.object({ id: idSchema, child_id: idSchema, reported_absent: z.boolean() }))
    .min(1)
    .max(500),
});
export type StartRollCallRequest = z.input<typeof startRollCallRequestSchema>;

/** POST /api/staff/roll-calls/{id}: the roll call's note. */
export const rollCallNoteRequestSchema = z.object({ note: noteSchema });

/** POST /api/staff/roll-call-entries/{id}: a child ticked present or not, and its note. */
export const rollCallEntryRequestSchema = z.object({ present: z.boolean(), note: noteSchema });
export type RollCallEntryRequest = z.input<typeof rollCallEntryRequestSchema>;

export const rollCallIdParamsSchema = z.object({ id: idSchema });

export const rollCallResponseSchema = z.object({
  roll_call: rollCallRowSchema,
  changes: z.object({ roll_call_entries: z.array(rollCallEntryRowSchema) }).optional(),
});
export const rollCallEntryResponseSchema = z.object({ roll_call_entry: rollCallEntryRowSchema });

/** Why the server refused a roll call (ADR 0001): the client says it in the user's language. */
export const rollCallFailureCodes = [
  'roll_call_day_out_of_range',
  'roll_call_child_unknown',
  'roll_call_id_taken',
] as const;
export type RollCallFailureCode = (typeof rollCallFailureCodes)[number];

export const rollCallErrorResponseSchema = validationErrorSchema.extend({
  code: z.enum(rollCallFailureCodes).optional(),
});
