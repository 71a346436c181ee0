import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, type CalendarEvent } from '#contract/icalendar';

const event = (fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: '0195f0a0-0000-7000-8000-000000000001',
  title: 'Sommerfest',
  body: 'Bitte Kuchen mitbringen',
  location: 'Garten',
  starts_at: '2027-06-12T08:00:00.000Z',
  ends_at: '2027-06-12T12:30:00.000Z',
  all_day: false,
  updated_at: '2027-05-01T10:00:00.000Z',
  ...fields,
});

const file = (events: CalendarEvent[], timeZone = 'Europe/Berlin') =>
  icsCalendar({ events, timeZone, origin: 'https://kita.example', now: new Date('2027-05-02T09:15:00Z') });

/** Parses with ical.js and registers the file's own VTIMEZONE, so local times resolve through it alone. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe('the iCalendar generator', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ü'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes the calendar head and a stable UID, with CRLF line ends', () => {
    const text = file([event()]);
    expect(text).toMatch(
      /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:[^\r]+\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n/,
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const again = icsCalendar({
      events: [event()],
      timeZone: 'Europe/Berlin',
      origin: 'https://kita.example',
      now: new Date(),
    });
    const uid = (ics: string) => /UID:([^\r]+)/.exec(ics)?.[1];
    expect(uid(again)).toBe(uid(text));
    expect(text).toContain('URL:https://kita.example/events/0195f0a0-0000-7000-8000-000000000001');
  });

  it('keeps the event’s text through a real parser: commas, semicolons, line breaks, long umlauts', () => {
    const body = `Bitte mitbringen: Kuchen, Getränke; Decken\nZweite Zeile ${'ä'.repeat(60)}`;
    const { events } = parse(file([event({ title: 'Fest, Spiel; Spaß', body, location: 'Garten\\Hof, Eingang B' })]));
    expect(events[0]!.summary).toBe('Fest, Spiel; Spaß');
    expect(events[0]!.description).toBe(body);
    expect(events[0]!.location).toBe('Garten\\Hof, Eingang B');
  });

  it('writes a summer and a winter event in local time that the VTIMEZONE resolves to the right instant', () => {
    const summer = event({ id: 'summer', starts_at: '2027-06-12T08:00:00.000Z', ends_at: '2027-06-12T12:30:00.000Z' });
    const winter = event({ id: 'winter', starts_at: '2027-12-03T15:00:00.000Z', ends_at: '2027-12-03T17:00:00.000Z' });
    const text = file([summer, winter]);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20270612T100000');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20271203T160000');
    const { events } = parse(text);
    const byUid = new Map(events.map((parsed) => [parsed.uid.split('@')[0], parsed]));
    expect(byUid.get('event-summer')!.startDate.toJSDate().toISOString()).toBe('2027-06-12T08:00:00.000Z');
    expect(byUid.get('event-summer')!.endDate.toJSDate().toISOString()).toBe('2027-06-12T12:30:00.000Z');
    expect(byUid.get('event-winter')!.startDate.toJSDate().toISOString()).toBe('2027-12-03T15:00:00.000Z');
    expect(byUid.get('event-winter')!.startDate.zone.tzid).toBe('Europe/Berlin');
  });

  it('derives the zone’s changes from Intl, for a zone whose summer is in January', () => {
    const text = file([event({ starts_at: '2027-01-15T01:00:00.000Z', ends_at: null })], 'Australia/Sydney');
    expect(text).toContain('TZID:Australia/Sydney');
    expect(text).toContain('TZOFFSETTO:+1100');
    expect(text).toContain('TZOFFSETTO:+1000');
    // 01:00 UTC is 12:00 on Sydney's summer clock (+11:00).
    expect(text).toContain('DTSTART;TZID=Australia/Sydney:20270115T120000');
    const { events } = parse(text);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2027-01-15T01:00:00.000Z');
  });

  it('gives a zone without daylight saving one STANDARD observance', () => {
    const text = file([event()], 'Asia/Tokyo');
    expect(text.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(text).not.toContain('BEGIN:DAYLIGHT');
    expect(text).toContain('DTSTART;TZID=Asia/Tokyo:20270612T170000');
  });

  it('writes an all-day event as dates with an exclusive end, one day or several', () => {
    // Stored at the day's start in Berlin (22:00 UTC the day before in summer).
    const oneDay = event({ id: 'one', all_day: true, starts_at: '2027-06-11T22:00:00.000Z', ends_at: null });
    const trip = event({
      id: 'trip',
      all_day: true,
      starts_at: '2027-06-13T22:00:00.000Z',
      ends_at: '2027-06-16T22:00:00.000Z',
    });
    const text = file([oneDay, trip]);
    expect(text).toContain('DTSTART;VALUE=DATE:20270612\r\nDTEND;VALUE=DATE:20270613');
    expect(text).toContain('DTSTART;VALUE=DATE:20270614\r\nDTEND;VALUE=DATE:20270617');
    expect(text).not.toContain('BEGIN:VTIMEZONE');
    const { events } = parse(text);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[1]!.endDate.toString()).toBe('2027-06-17');
  });

  it('leaves out DTEND, DESCRIPTION and LOCATION an event does not have', () => {
    const text = file([event({ ends_at: null, body: '', location: '' })]);
    expect(text).not.toMatch(/DTEND|DESCRIPTION|LOCATION/);
  });
});
