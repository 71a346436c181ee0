import { calendarDay } from '../absences/calendar-day.ts';

const quarterHour = 15 * 60_000;

/**
 * The first quarter hour of the next calendar day in `timeZone`: when an exhausted daily budget is fresh again. Steps
 * in quarter hours, so zones with half-hour offsets and days made longer or shorter by daylight saving come out right.
 */
export function startOfNextDay(timeZone: string, now: Date): Date {
  const today = calendarDay(timeZone, now);
  let instant = Math.ceil(now.getTime() / quarterHour) * quarterHour;
  while (calendarDay(timeZone, new Date(instant)) === today) instant += quarterHour;
  return new Date(instant);
}
