import { dateFormat } from '#contract/date-formats';
import { calendarDayIn, clockTimeIn, instantAt, zoneDiffersAt } from '#contract/zoned-time';

/**
 * Every date and time a screen shows, in the kindergarten's zone rather than the phone's: an event at 17:00 in Berlin
 * reads 17:00 on a phone in Istanbul too, and then names the zone ("17:00 (Mitteleuropäische Zeit)"), which it does
 * only while the two clocks differ. Screens get one of these from `useKindergartenTime()`; every formatter behind it
 * is the shared one for its locale, zone and options (contract/date-formats.ts).
 */
export type KindergartenTime = ReturnType<typeof kindergartenTime>;

type DateOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone' | 'timeZoneName'>;

/** A calendar day (`YYYY-MM-DD`) as a Date that shows that day in UTC, whatever zone formats it. */
const dayAsDate = (day: string) => new Date(`${day}T12:00:00Z`);

const dayLong = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** A calendar day in the user's language; days have no zone, so the same day shows everywhere. */
export function formatDay(locale: string, day: string, options: DateOptions = dayLong): string {
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(dayAsDate(day));
}

/** Two calendar days as one range ("12.–16. Juni"). */
export function formatDays(locale: string, from: string, to: string, options: DateOptions): string {
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).formatRange(dayAsDate(from), dayAsDate(to));
}

const dateAndTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** An instant on a zone's clock, without naming the zone: for lists that format row by row outside a hook. */
export function formatInstant(
  locale: string,
  zone: string,
  at: string | Date,
  options: DateOptions = dateAndTime,
): string {
  return dateFormat(locale, { ...options, timeZone: zone }).format(typeof at === 'string' ? new Date(at) : at);
}

export function kindergartenTime(locale: string, zone: string, deviceZone: string) {
  const inZone = (options: DateOptions) => dateFormat(locale, { ...options, timeZone: zone });
  const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

  /** The zone's localised name ("Mitteleuropäische Zeit") when the device's clock differs at that instant, else null. */
  function zoneName(at: string | Date = new Date()): string | null {
    const date = toDate(at);
    if (!zoneDiffersAt(zone, deviceZone, date)) return null;
    const parts = dateFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  }
  const withZone = (text: string, at: string | Date) => {
    const name = zoneName(at);
    return name ? `${text} (${name})` : text;
  };

  const hourMinute = { hour: '2-digit', minute: '2-digit' } as const;

  return {
    zone,
    zoneName,
    /** Today's calendar day in the kindergarten. */
    today: (now: Date = new Date()) => calendarDayIn(zone, now),
    /** The kindergarten's calendar day of an instant. */
    dayOf: (at: string | Date) => calendarDayIn(zone, toDate(at)),
    /** An instant with the given fields, on the kindergarten's clock; the zone is not named (see `dateTimeWithZone`). */
    dateTime: (at: string | Date, options: DateOptions = dateAndTime) => formatInstant(locale, zone, at, options),
    /** `dateTime`, naming the zone when the device's clock differs: for times someone must act by or turn up at. */
    dateTimeWithZone: (at: string | Date, options: DateOptions = dateAndTime) =>
      withZone(inZone(options).format(toDate(at)), at),
    /** A calendar day (`YYYY-MM-DD`); days have no zone, so the same day shows everywhere. */
    day: (day: string, options: DateOptions = dayLong) => formatDay(locale, day, options),
    /** Two calendar days as one range ("12.–16. Juni"). */
    dayRange: (from: string, to: string, options: DateOptions) => formatDays(locale, from, to, options),
    /** When an event takes place: "Fr., 12. Juni 2026, 17:00–18:30", or the day(s) of an all-day one. */
    eventWhen(event: { starts_at: string; ends_at: string | null; all_day: boolean }): string {
      const startDay = calendarDayIn(zone, new Date(event.starts_at));
      const endDay = event.ends_at ? calendarDayIn(zone, new Date(event.ends_at)) : startDay;
      const days = dateFormat(locale, { ...dayLong, timeZone: 'UTC' });
      if (event.all_day)
        return startDay === endDay
          ? days.format(dayAsDate(startDay))
          : days.formatRange(dayAsDate(startDay), dayAsDate(endDay));
      const start = new Date(event.starts_at);
      const end = event.ends_at ? new Date(event.ends_at) : null;
      const text = !end
        ? `${days.format(dayAsDate(startDay))}, ${inZone(hourMinute).format(start)}`
        : startDay === endDay
          ? `${days.format(dayAsDate(startDay))}, ${inZone(hourMinute).formatRange(start, end)}`
          : inZone({ weekday: 'short', day: 'numeric', month: 'long', ...hourMinute }).formatRange(start, end);
      return withZone(text, start);
    },
    /** An answer deadline: "Fr., 12. Juni, 17:00", naming the zone when the device's differs. */
    deadline: (at: string) =>
      withZone(inZone({ weekday: 'short', day: 'numeric', month: 'long', ...hourMinute }).format(new Date(at)), at),
    /** What a `datetime-local` input shows for an instant: `YYYY-MM-DDTHH:MM` on the kindergarten's clock. */
    inputValue: (at: string | Date) => `${calendarDayIn(zone, toDate(at))}T${clockTimeIn(zone, toDate(at))}`,
    /** `HH:MM` on the kindergarten's clock, as a time input shows it. */
    clockTime: (at: string | Date) => clockTimeIn(zone, toDate(at)),
    /** The instant a day and time typed into a form mean in the kindergarten, wherever the phone is. */
    instant: (day: string, time: string) => instantAt(day, time, zone).toISOString(),
  };
}
