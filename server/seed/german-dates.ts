/** Dates as a German letter writes them: "Donnerstag, 12. Juni" and "9:30 Uhr". */
export function germanDay(date: Date): string {
  return date.toLocaleDateString('de-DE', { weekday: 'long', day: 'numeric', month: 'long' });
}

export function germanTime(date: Date): string {
  return `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')} Uhr`;
}
