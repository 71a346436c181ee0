import type { EventRow } from './publication-model.ts';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** When an event takes place, in the user's language: "Fri, 12 June, 08:30–15:00", or the day(s) of an all-day one. */
export function formatEventWhen(event: Pick<EventRow, 'starts_at' | 'ends_at' | 'all_day'>, locale: string): string {
  const start = new Date(event.starts_at);
  const end = event.ends_at ? new Date(event.ends_at) : null;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  if (event.all_day) return end && !sameDay(start, end) ? day.formatRange(start, end) : day.format(start);
  if (!end) return `${day.format(start)}, ${time.format(start)}`;
  if (sameDay(start, end)) return `${day.format(start)}, ${time.formatRange(start, end)}`;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).formatRange(start, end);
}

export function formatDeadline(deadline: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(deadline));
}

export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}
