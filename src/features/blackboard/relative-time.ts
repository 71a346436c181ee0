import { formatInstant } from '../../i18n/kindergarten-time.ts';
import { kindergartenZone } from '../../i18n/kindergarten-zone.ts';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterFor(locale: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** "vor 5 Minuten", "gestern", "5 minutes ago" — in the user's language, by the largest whole unit. */
export function formatRelativeTime(iso: string, now: number, locale: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const formatter = formatterFor(locale);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  // Under a minute (and a clock a little ahead of the server): "now".
  return formatter.format(0, 'second');
}

/** The full date and time on the kindergarten's clock, for a tooltip and for `<time dateTime>` readers. */
export function formatDateTime(iso: string, locale: string): string {
  return formatInstant(locale, kindergartenZone(), iso);
}
