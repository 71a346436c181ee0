import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { childRecordRowSchema } from '#contract/child-records';
import * as s from '../db/schema/index.ts';
import { withIsoDates } from '../repositories/iso-dates.ts';
import { visibleChildIds } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/**
 * A child's record reaches the staff of its kindergarten and the child's live guardians, nobody else. It stays when
 * a guardian's account goes: the kindergarten needs a child's allergies and pickup persons whoever wrote them, and
 * another guardian may still look after it. A guardian's export holds their children's records.
 */
export const childRecordsEntity = defineSyncedEntity({
  name: 'child_records',
  table: s.childRecords,
  row: childRecordRowSchema,
  visible: (viewer) =>
    and(
      eq(s.childRecords.kindergartenId, viewer.kindergartenId),
      sql`${s.childRecords.id} in ${visibleChildIds(viewer)}`,
    ),
  dexie: 'id, kindergarten_id',
  failedWrites: { to: '/child/$childId/edit', params: { childId: 'id' } },
  account: {
    export: {
      key: 'child_records',
      rows: async (db, { user, childIds }) => {
        if (childIds.length === 0) return [];
        const r = s.childRecords;
        const rows = await db
          .select({
            id: r.id,
            allergens: r.allergens,
            dietary_needs: r.dietaryNeeds,
            medical_notes: r.medicalNotes,
            pickup_persons: r.pickupPersons,
            emergency_contacts: r.emergencyContacts,
            updated_by: r.updatedBy,
            updated_at: r.updatedAt,
          })
          .from(r)
          .where(and(inArray(r.id, childIds), isNull(r.deletedAt)))
          .orderBy(asc(r.createdAt));
        return rows.map(({ updated_by, ...row }) => withIsoDates({ ...row, updated_by_me: updated_by === user.id }));
      },
    },
    delete: 'kept',
  },
});
