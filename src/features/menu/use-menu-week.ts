import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';
import { weekOf } from './week-range.ts';

export type MenuDay = SyncRow<'menu_days'>;

/** The week's menu days from the device, by date; undefined while Dexie answers. */
export function useMenuWeek(monday: string): Map<string, MenuDay> | undefined {
  return useLiveQuery(async () => {
    const { start, end } = weekOf(monday);
    const days = await db.menu_days.where('date').between(start, end, true, true).toArray();
    return new Map(days.filter((day) => day.deleted_at === null).map((day) => [day.date, day]));
  }, [monday]);
}
