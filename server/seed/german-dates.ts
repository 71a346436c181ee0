import { dateFormat } from '#contract/date-formats';

/** Dates as a German letter writes them: "Donnerstag, 12. Juni" and "9:30 Uhr"; local time, like the demo calendar. */
export function germanDay(date: Date): string {
  return dateFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long' }).format(date);
}

export function germanTime(date: Date): string {
  return `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')} Uhr`;
}
