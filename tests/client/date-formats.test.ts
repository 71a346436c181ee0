import { afterEach, describe, expect, it } from 'vitest';
import { dateFormat, dateFormatCacheSize } from '#contract/date-formats';
import { formatDayRange } from '../../src/features/absences/absence-dates.ts';
import { menuWeekLabel } from '../../src/features/menu-planning/menu-week-label.ts';
import { formatDay, formatDays, formatInstant } from '../../src/i18n/kindergarten-time.ts';
import { setKindergartenZone } from '../../src/i18n/kindergarten-zone.ts';

/** Counts the formatters made while `work` runs (Intl.DateTimeFormat is writable, like every built-in). */
function formattersMadeBy(work: () => void): number {
  const original = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made += 1;
      return new target(...args);
    },
    apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made += 1;
      return target(...args);
    },
  });
  try {
    work();
  } finally {
    Intl.DateTimeFormat = original;
  }
  return made;
}

describe('shared date formatters', () => {
  afterEach(() => setKindergartenZone(null));

  it('hands out the same formatter for the same locale, zone and options, in any order', () => {
    const heading = dateFormat('de', { timeZone: 'Europe/Berlin', weekday: 'long', day: 'numeric', month: 'long' });
    expect(dateFormat('de', { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'Europe/Berlin' })).toBe(
      heading,
    );
    expect(
      dateFormat('de', { timeZone: 'Europe/Berlin', weekday: 'long', day: 'numeric', month: 'long', year: undefined }),
    ).toBe(heading);
  });

  it('makes another one when the locale, the zone or an option differs', () => {
    const heading = dateFormat('de', { timeZone: 'Europe/Berlin', day: 'numeric', month: 'long' });
    const others = [
      dateFormat('ru', { timeZone: 'Europe/Berlin', day: 'numeric', month: 'long' }),
      dateFormat('de', { timeZone: 'America/New_York', day: 'numeric', month: 'long' }),
      dateFormat('de', { timeZone: 'Europe/Berlin', day: '2-digit', month: 'long' }),
      dateFormat('de', { timeZone: 'Europe/Berlin', day: 'numeric', month: 'long', year: 'numeric' }),
    ];
    expect(new Set([heading, ...others]).size).toBe(5);
    expect(others[1]!.resolvedOptions().timeZone).toBe('America/New_York');
  });

  it('keeps a bounded number, dropping the oldest', () => {
    const first = dateFormat('el', { timeZone: 'UTC', minute: 'numeric' });
    const zones = Intl.supportedValuesOf('timeZone');
    for (let index = 0; index < dateFormatCacheSize; index += 1)
      dateFormat(index < zones.length ? 'de' : 'ru', { timeZone: zones[index % zones.length], hour: 'numeric' });
    expect(dateFormat('el', { timeZone: 'UTC', minute: 'numeric' })).not.toBe(first);
  });

  it('makes no formatter for a list of days once the first row has one', () => {
    setKindergartenZone('Europe/Berlin');
    const days = Array.from({ length: 50 }, (_, index) => `2026-11-${String((index % 28) + 1).padStart(2, '0')}`);
    menuWeekLabel('uk', '2026-11-30');
    formatDayRange('2026-03-02', '2026-03-06', 'bg');
    expect(formattersMadeBy(() => days.forEach((day) => menuWeekLabel('uk', day)))).toBe(0);
    expect(formattersMadeBy(() => days.forEach((day) => formatDayRange(day, '2026-12-01', 'bg')))).toBe(0);
  });

  // Written by the screens' own formatters before they took shared ones (a phone in Berlin, a week with a clock change).
  it.each([
    [
      'de',
      [
        'Sonntag, 29. März',
        'Sonntag, 25. Oktober',
        '23. März – 29. März',
        'Fr., 27.3.',
        '28. Dez. 2026\u2009–\u20091. Jan. 2027',
        '23.–29. März',
        'Fr., 24.\u2009–\u2009Di., 28. Okt. 2025',
      ],
    ],
    [
      'ru',
      [
        'воскресенье, 29 марта',
        'воскресенье, 25 октября',
        '23 мар. – 29 мар.',
        'пт, 27.03',
        '28 дек. 2026\u202fг. – 1 янв. 2027\u202fг.',
        '23–29 марта',
        'пт, 24 – вт, 28 окт. 2025\u202fг.',
      ],
    ],
    [
      'el',
      [
        'Κυριακή 29 Μαρτίου',
        'Κυριακή 25 Οκτωβρίου',
        '23 Μαρ – 29 Μαρ',
        'Παρ 27/3',
        '28 Δεκ 2026 – 1 Ιαν 2027',
        '23–29 Μαρτίου',
        'Παρ 24 Οκτ – Τρί 28 Οκτ 2025',
      ],
    ],
  ])('writes the days of the menu, the staff screens and absences as they read before (%s)', (locale, before) => {
    const heading = { weekday: 'long', day: 'numeric', month: 'long' } as const;
    const edge = { day: 'numeric', month: 'short' } as const;
    expect([
      formatDay(locale, '2026-03-29', heading),
      formatDay(locale, '2026-10-25', heading),
      `${formatDay(locale, '2026-03-23', edge)} – ${formatDay(locale, '2026-03-29', edge)}`,
      formatDay(locale, '2026-03-27', { weekday: 'short', day: 'numeric', month: 'numeric' }),
      menuWeekLabel(locale, '2026-12-28'),
      formatDays(locale, '2026-03-23', '2026-03-29', { day: 'numeric', month: 'long' }),
      formatDayRange('2025-10-24', '2025-10-28', locale),
    ]).toEqual(before);
  });

  it("shows an instant on the kindergarten's clock whatever the phone's", () => {
    expect(
      formatInstant('de', 'Europe/Berlin', '2026-03-29T00:30:00Z', {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
      }),
    ).toBe('29.3.2026');
    expect(
      formatInstant('de', 'America/New_York', '2026-03-29T00:30:00Z', {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
      }),
    ).toBe('28.3.2026');
  });
});
