import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { absenceSchema } from '#contract/absences';
import { realtimeEvents } from '#contract/realtime';
import * as s from '../db/schema/index.ts';
import { withIsoDates } from '../repositories/iso-dates.ts';
import { visibleChildIds } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/**
 * Absence reports stay with the kindergarten when an account goes. The API calls the category `reason` and the free
 * text `note` (the `reason` column predates the category).
 */
export const absencesEntity = defineSyncedEntity({
  name: 'absences',
  table: s.absences,
  row: absenceSchema,
  renamed: { reason: s.absences.category, note: s.absences.reason },
  visible: (viewer) =>
    and(eq(s.absences.kindergartenId, viewer.kindergartenId), sql`${s.absences.childId} in ${visibleChildIds(viewer)}`),
  dexie: 'id, child_id, from, [child_id+from], version',
  realtimeEvent: realtimeEvents.absenceChanged,
  failedWrites: { to: '/absence-history/$id', params: { id: 'id' } },
  account: {
    export: {
      key: 'absences',
      rows: async (db, { user, childIds }) => {
        if (childIds.length === 0) return [];
        const a = s.absences;
        const rows = await db
          .select({
            id: a.id,
            child_id: a.childId,
            from: a.from,
            to: a.to,
            reason: a.category,
            note: a.reason,
            reported_by: a.reportedBy,
            created_at: a.createdAt,
            deleted_at: a.deletedAt,
          })
          .from(a)
          .where(inArray(a.childId, childIds))
          .orderBy(asc(a.from));
        return rows.map(({ reported_by, ...row }) => withIsoDates({ ...row, reported_by_me: reported_by === user.id }));
      },
    },
    delete: 'kept',
  },
});
