import { describe, expect, it } from 'vitest';
import { menuMaxRangeDays, menuRangeDays } from '#contract/menu-rules';
import { addDays, daysToShow, mondayOf, prefetchRange, weekOf } from '../../src/features/menu/week-range.ts';
import { kindergartenToday, setKindergartenZone } from '../../src/i18n/kindergarten-zone.ts';

describe('menu weeks', () => {
  it('starts every week on Monday, whatever day it is asked from', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-19')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    // Across a month and a year.
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekOf('2026-12-28')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('steps by whole days across the clock change in spring and autumn', () => {
    expect(addDays('2026-03-27', 7)).toBe('2026-04-03');
    expect(addDays('2026-10-23', 7)).toBe('2026-10-30');
    expect(addDays('2026-11-16', -7)).toBe('2026-11-09');
  });

  it("reads today from the kindergarten's calendar, not the phone's or UTC", () => {
    setKindergartenZone('Europe/Berlin');
    // 23:30 UTC is already the next day in Berlin, wherever the phone is.
    expect(kindergartenToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    setKindergartenZone('America/New_York');
    expect(kindergartenToday(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-21');
    setKindergartenZone(null);
  });

  it('lists Monday to Friday always, and a weekend day only when it has a menu', () => {
    expect(daysToShow('2026-11-16', new Set())).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(daysToShow('2026-11-16', new Set(['2026-11-21']))).toContain('2026-11-21');
    expect(daysToShow('2026-11-16', new Set(['2026-11-21']))).not.toContain('2026-11-22');
  });

  it('prefetches the week on screen and the next two, within what POST /api/menu answers at once', () => {
    const range = prefetchRange('2026-11-16');
    expect(range).toEqual({ startDate: '2026-11-16', endDate: '2026-12-06' });
    expect(menuRangeDays(range.startDate, range.endDate)).toBe(21);
    expect(menuRangeDays(range.startDate, range.endDate)).toBeLessThanOrEqual(menuMaxRangeDays);
  });
});
