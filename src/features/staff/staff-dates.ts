/** Calendar days as `YYYY-MM-DD` in the device's time zone (the kindergarten's, in practice). */
const pad = (value: number) => String(value).padStart(2, '0');

export function isoDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local noon of a day: arithmetic through noon never skips or repeats a day at a daylight-saving switch. */
export function localDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 12);
}
