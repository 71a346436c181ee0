import { addDays } from '#contract/iso-days';

/** The week view pages by Mondays with the shared day arithmetic. */
export { addDays, weekStartOf as mondayOf } from '#contract/iso-days';

export function weekOf(monday: string): { start: string; end: string } {
  return { start: monday, end: addDays(monday, 6) };
}

/**
 * The days a week view lists: Monday to Friday always (a day without a menu says so), Saturday and Sunday only when
 * the kindergarten published a menu for them.
 */
export function daysToShow(monday: string, datesWithMenu: ReadonlySet<string>): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index)).filter(
    (day, index) => index < 5 || datesWithMenu.has(day),
  );
}

/** The weeks the menu keeps on the device ahead of the one on screen: this one and the next two. */
export const prefetchWeeks = 3;

export function prefetchRange(monday: string): { startDate: string; endDate: string } {
  return { startDate: monday, endDate: addDays(monday, prefetchWeeks * 7 - 1) };
}
