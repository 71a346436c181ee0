import type { ChildRecord, ChildRecordFields } from '#contract/child-records';
import { runCommand } from '../../sync/run-command.ts';

export const childRecordCommandKind = 'save-child-record';

/**
 * Saves a child's record on this device first (optimistic row + outbox entry in one transaction); the outbox sends
 * it when there is a network. The record's id is the child's, so a repeat or a second device's write is the same row.
 */
export async function saveChildRecord(
  child: { id: string; kindergarten_id: string },
  current: ChildRecord | null,
  fields: ChildRecordFields,
  userId: string,
): Promise<void> {
  const now = new Date().toISOString();
  const row: ChildRecord = {
    id: child.id,
    kindergarten_id: child.kindergarten_id,
    ...fields,
    updated_by: userId,
    created_at: current?.created_at ?? now,
    updated_at: now,
    version: current?.version ?? 0,
    deleted_at: null,
  };
  await runCommand({
    kind: childRecordCommandKind,
    table: 'child_records',
    row,
    method: 'PUT',
    path: `/api/child-records/${child.id}`,
    body: fields,
  });
}
