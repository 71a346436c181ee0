import { describe, expect, it } from 'vitest';
import { calendarDayIn, instantAt, isTimeZone, minuteOfDayIn, zoneDiffersAt } from '#contract/zoned-time';

describe('what day it is in a kindergarten’s zone', () => {
  it.each([
    ['2026-06-01T21:59:59Z', 'Europe/Berlin', '2026-06-01'],
    ['2026-06-01T22:00:00Z', 'Europe/Berlin', '2026-06-02'],
    ['2026-06-01T22:00:00Z', 'America/New_York', '2026-06-01'],
    ['2026-06-01T20:59:59Z', 'Europe/Istanbul', '2026-06-01'],
    ['2026-06-01T21:00:00Z', 'Europe/Istanbul', '2026-06-02'],
    // Berlin leaves summer time at 01:00 UTC on 2026-10-25; midnight that day was still +02:00.
    ['2026-10-24T22:00:00Z', 'Europe/Berlin', '2026-10-25'],
    ['2026-10-25T22:59:59Z', 'Europe/Berlin', '2026-10-25'],
    ['2026-10-25T23:00:00Z', 'Europe/Berlin', '2026-10-26'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(calendarDayIn(zone, new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-03-29T00:59:00Z', 'Europe/Berlin', 1 * 60 + 59],
    ['2026-03-29T01:00:00Z', 'Europe/Berlin', 3 * 60],
    ['2026-10-25T00:30:00Z', 'Europe/Berlin', 2 * 60 + 30],
    ['2026-10-25T01:30:00Z', 'Europe/Berlin', 2 * 60 + 30],
    ['2026-06-01T15:00:00Z', 'Europe/Istanbul', 18 * 60],
  ])('%s in %s is minute %i of the day', (instant, zone, minute) => {
    expect(minuteOfDayIn(zone, new Date(instant))).toBe(minute);
  });
});

describe('a wall-clock time in a kindergarten’s zone', () => {
  it.each([
    ['2026-06-01', '17:00', 'Europe/Berlin', '2026-06-01T15:00:00.000Z'],
    ['2026-12-01', '17:00', 'Europe/Berlin', '2026-12-01T16:00:00.000Z'],
    ['2026-06-01', '17:00', 'Europe/Istanbul', '2026-06-01T14:00:00.000Z'],
    ['2026-06-01', '00:00', 'America/Los_Angeles', '2026-06-01T07:00:00.000Z'],
    // 02:30 does not exist on the spring-forward day: the clock reads 03:30 an hour after 01:30.
    ['2026-03-29', '02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    // 02:30 happens twice on the fall-back day: the first one (still summer time) is meant.
    ['2026-10-25', '02:30', 'Europe/Berlin', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '03:00', 'Europe/Berlin', '2026-10-25T02:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, instant) => {
    expect(instantAt(day, time, zone).toISOString()).toBe(instant);
  });
});

describe('which zone names are accepted', () => {
  it.each([
    ['Europe/Berlin', true],
    ['Europe/Istanbul', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['+02:00', false],
  ])('%s → %s', (zone, accepted) => {
    expect(isTimeZone(zone)).toBe(accepted);
  });

  it('names the zone only when its offset differs from the device’s at that moment', () => {
    const summer = new Date('2026-07-01T12:00:00Z');
    expect(zoneDiffersAt('Europe/Berlin', 'Europe/Istanbul', summer)).toBe(true);
    expect(zoneDiffersAt('Europe/Berlin', 'Europe/Paris', summer)).toBe(false);
    expect(zoneDiffersAt('Europe/Berlin', 'Europe/Berlin', summer)).toBe(false);
    // Istanbul keeps +03:00 all year; London is +01:00 in summer, Berlin +02:00.
    expect(zoneDiffersAt('Europe/Berlin', 'Europe/London', summer)).toBe(true);
  });
});
