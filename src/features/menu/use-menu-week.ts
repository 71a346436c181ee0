import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';
import { weekOf } from './week-range.ts';

export type MenuDay = SyncRow<'menu_days'>;

/**
 * The week's published menu days from the device, by date; undefined while Dexie answers. Staff's devices hold days
 * never published too: the menu shows everyone what parents see.
 */
export function useMenuWeek(monday: string): Map<string, MenuDay> | undefined {
  return useLiveQuery(async () => {
    const { start, end } = weekOf(monday);
    const days = await db.menu_days.where('date').between(start, end, true, true).toArray();
    return new Map(days.filter((day) => day.deleted_at === null && day.published).map((day) => [day.date, day]));
  }, [monday]);
}
