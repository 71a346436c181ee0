import type { z } from 'zod';
import { rollCallDayAllowed } from '#contract/roll-call-rules';
import type {
  RollCall,
  RollCallEntry,
  RollCallFailureCode,
  rollCallErrorResponseSchema,
  startRollCallRequestSchema,
} from '#contract/roll-calls';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../repositories/database-errors.ts';
import { rollCallRepository } from '../repositories/roll-call-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';

type StartInput = z.output<typeof startRollCallRequestSchema>;
export type RollCallRejected = { status: 409 | 422; rejected: z.infer<typeof rollCallErrorResponseSchema> };
export type RollCallStarted = { rollCall: RollCall; entries: RollCallEntry[]; created: boolean };

const rejection = (code: RollCallFailureCode, field: string, message: string, status: 409 | 422 = 422) => ({
  status,
  rejected: { message, code, errors: { [field]: [message] } },
});

/**
 * Starts a roll call with its children. The same id sent again (a lost answer, a replay from another queue) answers
 * the roll call as it is now; an id of another kindergarten's roll call is refused.
 */
export async function startRollCall(
  db: Db,
  viewer: Viewer,
  input: StartInput,
  today: string,
): Promise<RollCallStarted | RollCallRejected> {
  const repository = rollCallRepository(db);
  const existing = await repository.find(input.id);
  if (existing) return answerFor(existing, viewer, repository, false);
  if (!rollCallDayAllowed(input.day, today))
    return rejection('roll_call_day_out_of_range', 'day', 'A roll call can only be taken for today.');
  const childIds = [...new Set(input.entries.map((entry) => entry.child_id))];
  if (childIds.length !== input.entries.length)
    return rejection('roll_call_child_unknown', 'entries', 'A child is listed twice.');
  const groupKnown = input.group_id === null || (await repository.groupOf(viewer.kindergartenId, input.group_id));
  if (!groupKnown || (await repository.knownChildren(viewer.kindergartenId, childIds)) !== childIds.length)
    return rejection('roll_call_child_unknown', 'entries', 'A child or group is not one of this kindergarten.');
  try {
    await repository.create({
      id: input.id,
      kindergartenId: viewer.kindergartenId,
      groupId: input.group_id,
      label: input.label,
      day: input.day,
      note: input.note,
      startedBy: viewer.userId,
      entries: input.entries.map((entry) => ({
        id: entry.id,
        childId: entry.child_id,
        reportedAbsent: entry.reported_absent,
      })),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two sends of the same start at once: the other one created it.
    const raced = await repository.find(input.id);
    if (raced) return answerFor(raced, viewer, repository, false);
    return rejection('roll_call_id_taken', 'id', 'This roll call could not be saved under its id.', 409);
  }
  return answerFor((await repository.find(input.id))!, viewer, repository, true);
}

async function answerFor(
  rollCall: RollCall,
  viewer: Viewer,
  repository: ReturnType<typeof rollCallRepository>,
  created: boolean,
): Promise<RollCallStarted | RollCallRejected> {
  if (rollCall.kindergarten_id !== viewer.kindergartenId)
    return rejection('roll_call_id_taken', 'id', 'This roll call could not be saved under its id.', 409);
  return { rollCall, entries: await repository.entriesOf(rollCall.id), created };
}

export const isRollCallRejected = (result: RollCallStarted | RollCallRejected): result is RollCallRejected =>
  'rejected' in result;
