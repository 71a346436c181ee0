/** Today's date, `YYYY-MM-DD`, in the kindergartens' time zone (an absence "has ended" by their calendar). */
export function calendarDay(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
