import { addDays, weekdayIndex } from '#contract/iso-days';
import { formatDay, formatDays, formatInstant } from '../../i18n/kindergarten-time.ts';
import { kindergartenToday, kindergartenZone } from '../../i18n/kindergarten-zone.ts';

/** The coming Friday from Monday to Thursday; null on Friday and at the weekend, where "until Friday" is unclear. */
export function fridayOf(day: string): string | null {
  const weekday = weekdayIndex(day);
  return weekday <= 3 ? addDays(day, 4 - weekday) : null;
}

/** An absence can be changed until its last day has passed (the server's rule, absence-rules.ts). */
export function hasEnded(absence: { to: string }, today: string = kindergartenToday()): boolean {
  return absence.to < today;
}

/** "Mon, 3 – Fri, 7 Mar" in the user's language; the year only when it is not this year. */
export function formatDayRange(from: string, to: string, locale: string): string {
  const thisYear = kindergartenToday().slice(0, 4);
  const withYear = from.slice(0, 4) !== thisYear || to.slice(0, 4) !== thisYear;
  const options = { weekday: 'short', day: 'numeric', month: 'short', year: withYear ? 'numeric' : undefined } as const;
  return to <= from ? formatDay(locale, from, options) : formatDays(locale, from, to, options);
}

export function formatDateTime(iso: string, locale: string): string {
  return formatInstant(locale, kindergartenZone(), iso);
}
