/**
 * Events as an iCalendar file (RFC 5545): one generator for the event's download on the device (offline, from synced
 * rows), GET /api/event/{id}.ics and the private subscription feed. Plain code, no zod: the event screen imports it.
 */
import { addDays } from './iso-days.ts';
import { calendarDayIn, clockTimeIn, zoneOffsetMinutes } from './zoned-time.ts';

/** The fields of an event row the file needs. */
export type CalendarEvent = {
  id: string;
  title: string;
  body: string;
  location: string;
  starts_at: string;
  ends_at: string | null;
  all_day: boolean;
  updated_at: string;
};

export type CalendarFile = {
  events: readonly CalendarEvent[];
  /** The kindergarten's zone: timed events are written in its wall-clock time. */
  timeZone: string;
  /** The app's origin (`https://kita.example`): each event links back to its screen there, and its UID names it. */
  origin: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** X-WR-CALNAME, the name a calendar app shows for a subscription. */
  name?: string;
};

const crlf = '\r\n';
const dayMs = 86_400_000;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and every line break as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line so no line is longer than 75 octets of UTF-8 (RFC 5545 3.1): continuation lines start with a
 * space, which counts toward their 75. A character is never split between lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${crlf} `);
}

const compact = (day: string) => day.replace(/-/g, '');

/** `YYYYMMDDTHHMMSSZ` */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The zone's wall clock at an instant as a local DATE-TIME (`YYYYMMDDTHHMMSS`), to the minute. */
function localStamp(zone: string, at: Date): string {
  return `${compact(calendarDayIn(zone, at))}T${clockTimeIn(zone, at).replace(':', '')}00`;
}

/** `+0200`, `-0330` */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

type Transition = { at: number; from: number; to: number };

/** The instants in [from, to) at which the zone's offset changes, found by day steps and a search to the minute. */
export function zoneTransitions(zone: string, from: number, to: number): Transition[] {
  const transitions: Transition[] = [];
  const offset = (at: number) => zoneOffsetMinutes(zone, new Date(at));
  let previous = offset(from);
  for (let at = from; at < to; at += dayMs) {
    const next = Math.min(at + dayMs, to);
    const after = offset(next);
    if (after === previous) continue;
    let low = at;
    let high = next;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offset(middle) === previous) low = middle;
      else high = middle;
    }
    transitions.push({ at: high, from: previous, to: after });
    previous = after;
  }
  return transitions;
}

/**
 * The zone's VTIMEZONE for the years `firstYear`…`lastYear`: the offset in force on the first January 1st, then one
 * observance per change of offset, each DAYLIGHT when it moves the clock forward and STANDARD when it moves it back.
 * Written out change by change rather than as rules, so a zone that changed its rules in those years is still right.
 */
export function vtimezone(zone: string, firstYear: number, lastYear: number): string[] {
  const start = Date.UTC(firstYear, 0, 1);
  const end = Date.UTC(lastYear + 1, 0, 1);
  const transitions = zoneTransitions(zone, start, end);
  const initial = zoneOffsetMinutes(zone, new Date(start));
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', dtstart: string, from: number, to: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `END:${kind}`,
  ];
  const initialIsDaylight = transitions[0] !== undefined && transitions[0].to < initial;
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(initialIsDaylight ? 'DAYLIGHT' : 'STANDARD', `${firstYear}0101T000000`, initial, initial),
  ];
  for (const change of transitions) {
    // DTSTART is the wall-clock time at the change, read on the clock in force just before it.
    const dtstart = utcStamp(new Date(change.at + change.from * 60_000)).slice(0, 15);
    lines.push(...observance(change.to > change.from ? 'DAYLIGHT' : 'STANDARD', dtstart, change.from, change.to));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The app's screen of an event. */
export function eventUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/events/${id}`;
}

/** The days an all-day event covers, as DTSTART and an exclusive DTEND; an end at midnight sharp ends the day before. */
function allDaySpan(event: CalendarEvent, zone: string): { start: string; end: string } {
  const start = calendarDayIn(zone, new Date(event.starts_at));
  const last = event.ends_at ? calendarDayIn(zone, new Date(Date.parse(event.ends_at) - 1)) : start;
  return { start, end: addDays(last < start ? start : last, 1) };
}

function vevent(event: CalendarEvent, file: CalendarFile): string[] {
  const zone = file.timeZone;
  const host = new URL(file.origin).host || 'kita';
  const lines = [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(file.now)}`,
    `LAST-MODIFIED:${utcStamp(new Date(event.updated_at))}`,
  ];
  if (event.all_day) {
    const span = allDaySpan(event, zone);
    lines.push(`DTSTART;VALUE=DATE:${compact(span.start)}`, `DTEND;VALUE=DATE:${compact(span.end)}`);
  } else {
    lines.push(`DTSTART;TZID=${zone}:${localStamp(zone, new Date(event.starts_at))}`);
    if (event.ends_at && Date.parse(event.ends_at) > Date.parse(event.starts_at))
      lines.push(`DTEND;TZID=${zone}:${localStamp(zone, new Date(event.ends_at))}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.body) lines.push(`DESCRIPTION:${escapeText(event.body)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`URL:${eventUrl(file.origin, event.id)}`, 'END:VEVENT');
  return lines;
}

/** Years whose offsets a timed event's DTSTART/DTEND need; undefined when every event is all-day. */
function yearsOf(events: readonly CalendarEvent[], zone: string): [number, number] | undefined {
  const years = events
    .filter((event) => !event.all_day)
    .flatMap((event) => [event.starts_at, event.ends_at ?? event.starts_at])
    .map((at) => Number(calendarDayIn(zone, new Date(at)).slice(0, 4)));
  return years.length ? [Math.min(...years), Math.max(...years)] : undefined;
}

/** The whole file, lines folded and ended with CRLF. */
export function icsCalendar(file: CalendarFile): string {
  const years = yearsOf(file.events, file.timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kita//Kita Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(file.name ? [`X-WR-CALNAME:${escapeText(file.name)}`] : []),
    `X-WR-TIMEZONE:${file.timeZone}`,
    ...(years ? vtimezone(file.timeZone, years[0], years[1]) : []),
    ...file.events.flatMap((event) => vevent(event, file)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(crlf) + crlf;
}
