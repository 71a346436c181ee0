import { kindergartenTime } from '../../i18n/kindergarten-time.ts';
import { deviceTimeZone, kindergartenToday, kindergartenZone } from '../../i18n/kindergarten-zone.ts';

/**
 * Calendar days as `YYYY-MM-DD` in the device's time zone: a parent reporting "today" at 23:30 means their today,
 * not UTC's. Arithmetic goes through local noon so daylight-saving switches never skip or repeat a day.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function isoDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function localDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 12);
}

export function addDays(day: string, days: number): string {
  const date = localDate(day);
  date.setDate(date.getDate() + days);
  return isoDay(date);
}

/** The coming Friday from Monday to Thursday; null on Friday and at the weekend, where "until Friday" is unclear. */
export function fridayOf(day: string): string | null {
  const weekday = localDate(day).getDay();
  return weekday >= 1 && weekday <= 4 ? addDays(day, 5 - weekday) : null;
}

/** An absence can be changed until its last day has passed (the server's rule, absence-rules.ts). */
export function hasEnded(absence: { to: string }, today: string = kindergartenToday()): boolean {
  return absence.to < today;
}

/** "Mon, 3 – Fri, 7 Mar" in the user's language; the year only when it is not this year. */
export function formatDayRange(from: string, to: string, locale: string): string {
  const start = localDate(from);
  const end = localDate(to);
  const thisYear = new Date().getFullYear();
  const withYear = start.getFullYear() !== thisYear || end.getFullYear() !== thisYear;
  const format = cachedFormat(`range ${locale} ${withYear}`, () =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: withYear ? 'numeric' : undefined }),
  );
  return to <= from ? format.format(start) : format.formatRange(start, end);
}

export function formatDateTime(iso: string, locale: string): string {
  return kindergartenTime(locale, kindergartenZone(), deviceTimeZone()).dateTime(iso);
}

// Creating an Intl.DateTimeFormat costs about as much as a whole list row: a history of 100 rows made 100 of them.
const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = create()));
  return format;
}
