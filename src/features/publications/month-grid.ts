import { addDays, addMonths, monthOf, weekdayIndex } from '#contract/iso-days';
import { calendarDayIn } from '#contract/zoned-time';

/** The calendar pages through months with the shared day arithmetic. */
export { addMonths };

export interface GridDay {
  day: string;
  inMonth: boolean;
}

/** The weeks (Monday first) that show the month of `day`, with the neighbouring months' days to fill them. */
export function monthGrid(day: string): GridDay[][] {
  const first = `${monthOf(day)}-01`;
  let cursor = addDays(first, -weekdayIndex(first));
  const weeks: GridDay[][] = [];
  do {
    const week: GridDay[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push({ day: cursor, inMonth: monthOf(cursor) === monthOf(day) });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  } while (monthOf(cursor) === monthOf(day));
  return weeks;
}

/** Where the arrow keys lead in the grid (ARIA date-picker pattern). Null: not a navigation key. */
export function dayForKey(day: string, key: string): string | null {
  const weekday = weekdayIndex(day);
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}

export interface DatedEvent {
  id: string;
  starts_at: string;
  ends_at: string | null;
}

/**
 * Day → the events on it, by start; an event over several days is on each of them (at most 62 days listed). Days are
 * the kindergarten's (`zone`), so an evening event stays on its day on a phone in another zone.
 */
export function eventsByDay<T extends DatedEvent>(events: readonly T[], zone: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...events].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  for (const event of sorted) {
    const first = calendarDayIn(zone, new Date(event.starts_at));
    const end = event.ends_at ? new Date(event.ends_at) : new Date(event.starts_at);
    // An end at exactly midnight belongs to the day before.
    const last = calendarDayIn(
      zone,
      new Date(end.getTime() - (event.ends_at && end > new Date(event.starts_at) ? 1 : 0)),
    );
    for (let day = first, count = 0; day <= last && count < 62; day = addDays(day, 1), count += 1) {
      byDay.set(day, [...(byDay.get(day) ?? []), event]);
    }
  }
  return byDay;
}

/** Events that have not ended at `now`, by start (one without an end lasts its day in the kindergarten's `zone`). */
export function upcomingEvents<T extends DatedEvent>(events: readonly T[], now: Date, zone: string, limit = 10): T[] {
  const at = now.getTime();
  return [...events]
    .filter(
      (event) =>
        Date.parse(event.ends_at ?? event.starts_at) >= at ||
        (!event.ends_at && calendarDayIn(zone, new Date(event.starts_at)) >= calendarDayIn(zone, now)),
    )
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
    .slice(0, limit);
}
