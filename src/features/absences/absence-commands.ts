import { v7 as uuidv7 } from 'uuid';
import type { Absence, UpdateAbsenceInput } from '#contract/absences';
import { editOutboxEntry } from '../../sync/outbox-actions.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { runCommand } from '../../sync/run-command.ts';

export const absenceCommandKinds = {
  report: 'report-absence',
  update: 'update-absence',
  withdraw: 'withdraw-absence',
} as const;

/** Who reports: the signed-in user of the session. */
export interface Reporter {
  userId: string;
  kindergartenId: string;
}

/**
 * Reports an absence on this device first (optimistic row + outbox entry in one transaction); the sync engine
 * sends it when it can. The id is ours (UUIDv7), so a repeated send is the same write on the server.
 */
export async function reportAbsence(input: UpdateAbsenceInput, reporter: Reporter): Promise<string> {
  const id = uuidv7();
  const now = new Date().toISOString();
  const row: Absence = {
    id,
    kindergarten_id: reporter.kindergartenId,
    reported_by: reporter.userId,
    ...input,
    created_at: now,
    updated_at: now,
    version: 0, // not confirmed by the server yet
    deleted_at: null,
  };
  await runCommand({
    kind: absenceCommandKinds.report,
    table: 'absences',
    row,
    method: 'POST',
    path: '/api/report-absence',
    body: { id, ...input },
  });
  return id;
}

/** Changes an absence (only while it has not ended; the form offers it only then, the server checks again). */
export async function updateAbsence(absence: Absence, input: UpdateAbsenceInput): Promise<void> {
  await runCommand({
    kind: absenceCommandKinds.update,
    table: 'absences',
    row: { ...absence, ...input, updated_at: new Date().toISOString() },
    method: 'POST',
    path: `/api/absence-history/${absence.id}`,
    body: input,
  });
}

/**
 * Withdraws an absence: it leaves this device's lists at once; the outbox tells the server, whose tombstone then
 * removes it from every other device (withdrawn absences are removed, not shown struck through).
 */
export async function withdrawAbsence(absence: Absence): Promise<void> {
  await runCommand({
    kind: absenceCommandKinds.withdraw,
    table: 'absences',
    row: { ...absence, deleted_at: new Date().toISOString() },
    method: 'DELETE',
    path: `/api/absence-history/${absence.id}`,
    body: undefined,
  });
}

/**
 * "Edit and retry" of a refused write: the same outbox entry with the corrected row and body. The server replays a
 * stored 4xx for a repeated Idempotency-Key, so the engine sends an edited entry under a fresh key.
 */
export async function editFailedAbsence(
  entry: OutboxEntry,
  absence: Absence,
  input: UpdateAbsenceInput,
): Promise<void> {
  const body = entry.kind === absenceCommandKinds.report ? { id: absence.id, ...input } : input;
  await editOutboxEntry(entry.id, { row: { ...absence, ...input, updated_at: new Date().toISOString() }, body });
}
