import { v7 as uuidv7 } from 'uuid';
import { menuDayStaffContent } from '#contract/menu-day';
import { addDays } from '#contract/iso-days';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { staffRejection, type StaffRejected } from '../staff/staff-rules.ts';

/**
 * Copies what staff see of the week before `weekStart` into its week, as drafts, in one transaction: a copy that
 * fails half way leaves the week as it was. Replacing days already there needs the user's `replace`.
 */
export function copyMenuWeek(
  db: Db,
  viewer: Viewer,
  weekStart: string,
  replace: boolean,
): Promise<{ days: SyncRow<'menu_days'>[] } | StaffRejected> {
  const weekEnd = addDays(weekStart, 6);
  return inTransaction(db, async ({ menus }) => {
    const source = await menus.daysBetween(viewer, addDays(weekStart, -7), addDays(weekStart, -1));
    if (source.length === 0)
      return staffRejection('menu_week_empty', 'week_start', 'The week before has no menu to copy.');
    const existing = await menus.daysBetween(viewer, weekStart, weekEnd);
    if (existing.length > 0 && !replace) {
      return staffRejection(
        'menu_week_not_empty',
        'replace',
        `This week already has ${existing.length} days; copying replaces them only with replace: true.`,
      );
    }
    for (const day of source)
      await menus.saveDraftDay(viewer, uuidv7(), addDays(day.date, 7), menuDayStaffContent(day));
    return { days: await menus.daysBetween(viewer, weekStart, weekEnd) };
  });
}
