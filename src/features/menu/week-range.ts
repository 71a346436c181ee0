/** Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so no time zone or DST shifts a day. */


export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the week `day` is in (weeks start on Monday, as in German and most European calendars). */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

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
