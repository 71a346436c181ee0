/**
 * Dates relative to the day the seed runs, so the demo always looks current: news from last week,
 * events in the coming weeks, this week's menu. Local time, since a kindergarten's day is local.
 */
import { isWeekend } from '#contract/iso-days';

export type DemoCalendar = {
  now: Date;
  /** `offset` days from today at hh:mm. */
  at: (offset: number, hour?: number, minute?: number) => Date;
  /** Like `at`, moved forward (offset ≥ 0) or back (offset < 0) to the nearest Monday–Friday. */
  weekdayAt: (offset: number, hour?: number, minute?: number) => Date;
  /** Monday of this week (0), next week (1), last week (−1) … */
  monday: (weekOffset: number) => Date;
};

export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function demoCalendar(now = new Date()): DemoCalendar {
  const at = (offset: number, hour = 0, minute = 0) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hour, minute);
  return {
    now,
    at,
    weekdayAt: (offset, hour = 0, minute = 0) => {
      let day = offset;
      while (isWeekend(isoDate(at(day)))) day += offset < 0 ? -1 : 1;
      return at(day, hour, minute);
    },
    monday: (weekOffset) => {
      const daysSinceMonday = (now.getDay() + 6) % 7;
      return at(weekOffset * 7 - daysSinceMonday);
    },
  };
}

/** A time in the past that is never later than now: the seed must not create messages from the future. */
export function notAfter(date: Date, now: Date): Date {
  return date > now ? new Date(now.getTime() - 60_000) : date;
}
