import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import { menuDays } from '../db/schema/index.ts';
import { withIsoDates } from './iso-dates.ts';
import { syncTableSpecs } from './sync-tables.ts';
import { isStaffViewer, type Viewer } from './sync-visibility.ts';

export function menuRepository(db: Db) {
  return {
    /**
     * The viewer's kindergarten's menu days from `startDate` to `endDate`, both included, oldest first: published ones
     * for parents, drafts too for staff (as GET /api/sync delivers them).
     */
    async daysBetween(viewer: Viewer, startDate: string, endDate: string): Promise<SyncRow<'menu_days'>[]> {
      const rows = await db
        .select(syncTableSpecs.menu_days.columns(viewer))
        .from(menuDays)
        .where(
          and(
            eq(menuDays.kindergartenId, viewer.kindergartenId),
            between(menuDays.date, startDate, endDate),
            isNull(menuDays.deletedAt),
            isStaffViewer(viewer) ? undefined : eq(menuDays.published, true),
          ),
        )
        .orderBy(asc(menuDays.date));
      return rows.map((row) => withIsoDates<SyncRow<'menu_days'>>(row));
    },
  };
}
