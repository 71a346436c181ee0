import { changedFields } from '#contract/child-record-rules';
import type { ChildRecord, ChildRecordFields, ChildRecordFailureCode } from '#contract/child-records';
import type { Db } from '../db/client.ts';
import { childRecordRepository } from '../repositories/child-record-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';

export type SaveOutcome =
  | { saved: ChildRecord }
  | { notFound: true }
  | { refused: { status: 403; code: ChildRecordFailureCode; message: string } };

/**
 * PUT /api/child-records/{childId}: the child's live guardians and the admin of its kindergarten write the record;
 * other staff read it only. The record takes the newest write whole (last write wins), and the same transaction
 * appends who changed which fields, so a write that lost still shows in the history.
 */
export async function saveChildRecord(
  db: Db,
  viewer: Viewer,
  childId: string,
  fields: ChildRecordFields,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const records = childRecordRepository(tx as unknown as Db);
    const child = await records.visibleChild(viewer, childId);
    if (!child) return { notFound: true };
    if (!child.guardian && viewer.role !== 'admin') {
      return {
        refused: {
          status: 403,
          code: 'child_record_read_only',
          message: "Only the child's guardians and the admin may change this record.",
        },
      };
    }
    const before = await records.lockedRecord(child.id);
    const changed = changedFields(before ? contentOf(before) : null, fields);
    if (before && changed.length === 0) return { saved: before };
    const saved = await records.write(child, fields, viewer.userId, before !== undefined);
    await records.appendChange(child.id, viewer.userId, changed, fields);
    return { saved };
  });
}

const contentOf = (record: ChildRecord): ChildRecordFields => ({
  allergens: record.allergens,
  dietary_needs: record.dietary_needs,
  medical_notes: record.medical_notes,
  pickup_persons: record.pickup_persons,
  emergency_contacts: record.emergency_contacts,
});
