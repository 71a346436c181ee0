/**
 * A kindergarten's calendar lives in its own time zone (an IANA name), whatever zone the server or the phone is in.
 * Server and client both ask these functions what day or time it is there, and which instant a wall-clock time
 * there means. Plain Intl, no zod: the client's first screen imports this. Day arithmetic is iso-days.ts's.
 */
import { dateFormat } from './date-formats.ts';

// Lists ask for the day of every row, nearly always in one zone: its formatter stays at hand, so a row skips
// building the shared cache's key.
let recent: { zone: string; format: Intl.DateTimeFormat } | undefined;

function partFormat(zone: string): Intl.DateTimeFormat {
  if (recent?.zone !== zone) {
    const format = dateFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    recent = { zone, format };
  }
  return recent.format;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(zone: string, at: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partFormat(zone).formatToParts(at))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An IANA zone name that Intl knows (`Europe/Berlin`, `UTC`); offsets such as `+02:00` are no kindergarten's zone. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    // Not the shared cache: Intl takes any spelling ("eUrOpE/bErLiN"), so input could flood it with one zone.
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone's clock is ahead of UTC at that instant (Berlin in summer: 120). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const c = wallClock(zone, at);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar day, `YYYY-MM-DD`, in the zone at that instant. */
export function calendarDayIn(zone: string, at: Date = new Date()): string {
  const c = wallClock(zone, at);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** Minutes since midnight on the zone's wall clock. */
export function minuteOfDayIn(zone: string, at: Date = new Date()): number {
  const c = wallClock(zone, at);
  return c.hour * 60 + c.minute;
}

/** `HH:MM` on the zone's wall clock. */
export function clockTimeIn(zone: string, at: Date): string {
  const c = wallClock(zone, at);
  return `${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The instant that `day` at `time` (`HH:MM`) on the zone's wall clock means. A time the clocks skip (spring forward)
 * is read with the offset before the change, so it lands as much later as the clocks jumped; a time that happens
 * twice (fall back) is the first one, which is when people standing in the kindergarten first see it.
 */
export function instantAt(day: string, time: string, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const dayMs = 86_400_000;
  const before = asUtc - zoneOffsetMinutes(zone, new Date(asUtc - dayMs)) * 60_000;
  const after = asUtc - zoneOffsetMinutes(zone, new Date(asUtc + dayMs)) * 60_000;
  const shows = (instant: number) =>
    calendarDayIn(zone, new Date(instant)) === day && clockTimeIn(zone, new Date(instant)) === time.slice(0, 5);
  const matching = [before, after].filter(shows);
  return new Date(matching.length ? Math.min(...matching) : before);
}

/** Whether two zones' clocks show different times at that instant (then a time is worth naming its zone). */
export function zoneDiffersAt(zone: string, otherZone: string, at: Date = new Date()): boolean {
  return zone !== otherZone && zoneOffsetMinutes(zone, at) !== zoneOffsetMinutes(otherZone, at);
}
