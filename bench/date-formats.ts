import { pathToFileURL } from 'node:url';
import { dateFormat } from '../contract/date-formats.ts';
import { calendarDayIn } from '../contract/zoned-time.ts';
import { formatDay } from '../src/i18n/kindergarten-time.ts';
import { figureTable, median, type Figure } from './support/figures.ts';

/**
 * What a date on screen costs: a day heading from a formatter made for it (how the staff's day, the menu's cards and
 * the staff week labels formatted) against one from the shared cache, and the kindergarten's calendar day of an
 * instant (every list sorts and groups by it) with its formatter from the shared cache against a lookup by zone
 * alone. Microseconds per call, the median of 15 rounds.
 */
const rounds = 15;
const calls = 2_000;

function microseconds(work: (index: number) => unknown): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    for (let index = 0; index < calls; index += 1) work(index);
    times.push(((performance.now() - started) * 1000) / calls);
  }
  return median(times);
}

const days = Array.from({ length: 28 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
const instants = days.map((day) => new Date(`${day}T21:30:00Z`));
const heading = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const wallClockOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;

export async function benchDateFormats(): Promise<Figure[]> {
  const bench = 'date-formats';
  const madePerCall = microseconds((index) =>
    new Intl.DateTimeFormat('de', { ...heading, timeZone: 'UTC' }).format(new Date(`${days[index % 28]}T12:00:00Z`)),
  );
  const shared = microseconds((index) => formatDay('de', days[index % 28]!, heading));

  const byZone = new Map([['Europe/Berlin', dateFormat('en-CA', { ...wallClockOptions, timeZone: 'Europe/Berlin' })]]);
  const lookupByZone = microseconds((index) => byZone.get('Europe/Berlin')!.formatToParts(instants[index % 28]));
  const lookupShared = microseconds((index) =>
    dateFormat('en-CA', { timeZone: 'Europe/Berlin', ...wallClockOptions }).formatToParts(instants[index % 28]),
  );
  const dayOf = microseconds((index) => calendarDayIn('Europe/Berlin', instants[index % 28]));
  return [
    { bench, name: 'day heading, formatter made per call', value: madePerCall, unit: 'µs' },
    { bench, name: 'day heading, shared formatter', value: shared, unit: 'µs' },
    { bench, name: 'made per call ÷ shared', value: madePerCall / shared, unit: '×' },
    { bench, name: 'wall clock parts, formatter looked up by zone', value: lookupByZone, unit: 'µs' },
    { bench, name: 'wall clock parts, shared formatter (key of locale and options)', value: lookupShared, unit: 'µs' },
    { bench, name: 'shared ÷ by zone', value: lookupShared / lookupByZone, unit: '×' },
    { bench, name: "calendarDayIn (the kindergarten's day of an instant)", value: dayOf, unit: 'µs' },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`\n${figureTable(await benchDateFormats())}`);
}
