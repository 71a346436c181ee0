import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as isoDays from '#contract/iso-days';
import * as staffRules from '#contract/staff-rules';
import { addDays, addMonths, daysBetween, isWeekend, monthSpanOf, weekdayIndex, weekStartOf } from '#contract/iso-days';
import * as weekRange from '../../src/features/menu/week-range.ts';
import * as monthGrid from '../../src/features/publications/month-grid.ts';

const machineZone = process.env.TZ;
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// Node reads TZ again whenever it is set: the same days must come out on a server or phone in any of these zones.
describe.each(['Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'UTC'])(
  'calendar days on a machine in %s',
  (zone) => {
    beforeEach(() => {
      process.env.TZ = zone;
    });

    it('steps over month ends, year ends and the leap day', () => {
      expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
      expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
      expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
      expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
      expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
      expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
      expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
      expect(addDays('2028-03-01', -366)).toBe('2027-03-01');
    });

    it.each([
      ['Europe/Berlin, spring forward', '2026-03-29'],
      ['Europe/Berlin, fall back', '2026-10-25'],
      ['America/New_York, spring forward', '2026-03-08'],
      ['America/New_York, fall back', '2026-11-01'],
    ])('counts each day of the week of a clock change once (%s)', (_, sunday) => {
      const monday = weekStartOf(sunday);
      const week = Array.from({ length: 7 }, (__, index) => addDays(monday, index));
      expect(week[0]).toBe(addDays(sunday, -6));
      expect(week[6]).toBe(sunday);
      expect(new Set(week).size).toBe(7);
      expect(week.map(weekdayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(week.map(isWeekend)).toEqual([false, false, false, false, false, true, true]);
      expect(addDays(monday, 7)).toBe(addDays(sunday, 1));
      expect(daysBetween(monday, addDays(monday, 7))).toBe(7);
      expect(weekStartOf(addDays(sunday, 1))).toBe(addDays(monday, 7));
      for (let back = 1; back <= 14; back += 1) expect(addDays(addDays(sunday, back), -back)).toBe(sunday);
    });

    it('counts days between two dates, backwards too', () => {
      expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
      expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
      expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
      expect(daysBetween('2027-12-31', '2028-12-31')).toBe(366);
      expect(daysBetween('2026-06-12', '2026-06-12')).toBe(0);
    });

    it('starts weeks on Monday across month and year ends', () => {
      expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
      expect(weekStartOf('2026-11-16')).toBe('2026-11-16');
      expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
      expect(weekStartOf('2028-03-05')).toBe('2028-02-28');
    });

    it('moves by months to the same day, or the last one the month has', () => {
      expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
      expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
      expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
      expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
      expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
      expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
      expect(addMonths('2026-05-31', 13)).toBe('2027-06-30');
      expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    });

    it('knows the first and last day of every month', () => {
      expect(monthSpanOf('2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
      expect(monthSpanOf('2026-02-28')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
      expect(monthSpanOf('2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
      expect(monthSpanOf('2026-04-01')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    });
  },
);

describe('one day arithmetic', () => {
  it('is the same functions wherever the staff rules, the menu and the calendar name them', () => {
    expect(staffRules.addDays).toBe(isoDays.addDays);
    expect(staffRules.weekStartOf).toBe(isoDays.weekStartOf);
    expect(weekRange.addDays).toBe(isoDays.addDays);
    expect(weekRange.mondayOf).toBe(isoDays.weekStartOf);
    expect(monthGrid.addMonths).toBe(isoDays.addMonths);
  });
});
