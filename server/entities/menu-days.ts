import { eq, sql } from 'drizzle-orm';
import { menuDayRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { isStaffViewer } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { staffOr } from './visibility-rules.ts';

/** Parents never receive staff's unpublished changes (`draft`), only published days. */
export const menuDaysEntity = defineSyncedEntity({
  name: 'menu_days',
  table: s.menuDays,
  row: menuDayRowSchema,
  computed: (viewer) => (isStaffViewer(viewer) ? {} : { draft: sql<null>`null`.as('draft') }),
  visible: (viewer) =>
    staffOr(viewer, eq(s.menuDays.published, true), eq(s.menuDays.kindergartenId, viewer.kindergartenId)),
  dexie: 'id, date',
  account: { delete: 'kept' },
});
