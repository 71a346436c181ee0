// No zod here: the first screen of the menu, the calendar and the absence form count days with these.

/**
 * Calendar days as the API, the database and date inputs carry them: `YYYY-MM-DD`. A day has no time zone, so the
 * arithmetic runs on UTC midnights; on a local clock a daylight-saving switch makes a day 23 or 25 hours long and
 * `+ 24 h` lands on the wrong date. Which day it is at an instant in a kindergarten is zoned-time.ts's question.
 */

const dayMs = 86_400_000;

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayAt = (utcTime: number) => new Date(utcTime).toISOString().slice(0, 10);
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `day` plus `days` calendar days (minus for a negative count). */
export function addDays(day: string, days: number): string {
  return dayAt(utcMidnight(day) + days * dayMs);
}

/** Calendar days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / dayMs);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(utcMidnight(day)).getUTCDay() + 6) % 7;
}

export const isWeekend = (day: string) => weekdayIndex(day) >= 5;

/** The Monday of the week `day` is in (weeks start on Monday, as in German and most European calendars). */
export function weekStartOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** `YYYY-MM`. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The same day of another month, clamped to that month's length (31 March − 1 month → 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(date, daysInMonth(targetYear, targetMonth)))}`;
}

/** The first and the last day of the month `day` is in. */
export function monthSpanOf(day: string): { start: string; end: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { start: `${monthOf(day)}-01`, end: `${monthOf(day)}-${pad(daysInMonth(year, month - 1))}` };
}

/** Days in a month (`month` 0 = January): day 0 of the next month is this month's last. */
function daysInMonth(year: number, month: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, month + 1, 0); // unlike Date.UTC, takes years below 100 as they are
  return last.getUTCDate();
}
