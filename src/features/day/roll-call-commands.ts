import { v7 as uuidv7 } from 'uuid';
import type { RollCall, RollCallEntry } from '#contract/roll-calls';
import { db } from '../../db/kita-db.ts';
import { runCommand } from '../../sync/run-command.ts';

export const rollCallCommandKinds = {
  start: 'start-roll-call',
  mark: 'mark-roll-call-entry',
  note: 'note-roll-call',
  close: 'close-roll-call',
} as const;

/** Who takes the roll call: the signed-in staff member. */
export interface Taker {
  userId: string;
  kindergartenId: string;
}

export interface NewRollCall {
  groupId: string | null;
  label: string;
  day: string;
  /** The children taken along, and whether each is reported absent today. */
  children: { childId: string; reportedAbsent: boolean }[];
}

const stamp = () => new Date().toISOString();

/**
 * Starts a roll call on this device: the roll call, a line per child and the outbox entry in one transaction, so the
 * list is there at once, offline too. The ids are ours, so a repeated send is the same roll call on the server.
 */
export async function startRollCall(input: NewRollCall, taker: Taker): Promise<string> {
  const id = uuidv7();
  const now = stamp();
  const sync = { created_at: now, updated_at: now, version: 0, deleted_at: null };
  const rollCall: RollCall = {
    id,
    kindergarten_id: taker.kindergartenId,
    group_id: input.groupId,
    label: input.label,
    day: input.day,
    note: '',
    started_by: taker.userId,
    closed_at: null,
    ...sync,
  };
  const entries: RollCallEntry[] = input.children.map(({ childId, reportedAbsent }) => ({
    id: uuidv7(),
    kindergarten_id: taker.kindergartenId,
    roll_call_id: id,
    child_id: childId,
    present: false,
    reported_absent: reportedAbsent,
    note: '',
    marked_by: null,
    ...sync,
  }));
  await db.transaction('rw', [db.session, db.outbox, db.roll_calls, db.roll_call_entries], async () => {
    await runCommand({
      kind: rollCallCommandKinds.start,
      table: 'roll_calls',
      row: rollCall,
      method: 'POST',
      path: '/api/staff/roll-calls',
      body: {
        id,
        group_id: input.groupId,
        label: input.label,
        day: input.day,
        note: '',
        entries: entries.map((entry) => ({
          id: entry.id,
          child_id: entry.child_id,
          reported_absent: entry.reported_absent,
        })),
      },
    });
    await db.roll_call_entries.bulkPut(entries);
  });
  return id;
}

/** Ticks a child present or not, with its note; each tick is one outbox entry of that child's line. */
export async function markChild(entry: RollCallEntry, change: { present: boolean; note: string }, taker: Taker) {
  await runCommand({
    kind: rollCallCommandKinds.mark,
    table: 'roll_call_entries',
    row: { ...entry, ...change, marked_by: taker.userId, updated_at: stamp() },
    method: 'POST',
    path: `/api/staff/roll-call-entries/${entry.id}`,
    body: change,
  });
}

export async function noteRollCall(rollCall: RollCall, note: string): Promise<void> {
  await runCommand({
    kind: rollCallCommandKinds.note,
    table: 'roll_calls',
    row: { ...rollCall, note, updated_at: stamp() },
    method: 'POST',
    path: `/api/staff/roll-calls/${rollCall.id}`,
    body: { note },
  });
}

/** Closes it: the server keeps the first closing time; this device shows it closed at once. */
export async function closeRollCall(rollCall: RollCall): Promise<void> {
  await runCommand({
    kind: rollCallCommandKinds.close,
    table: 'roll_calls',
    row: { ...rollCall, closed_at: rollCall.closed_at ?? stamp(), updated_at: stamp() },
    method: 'POST',
    path: `/api/staff/roll-calls/${rollCall.id}/close`,
    body: {},
  });
}
