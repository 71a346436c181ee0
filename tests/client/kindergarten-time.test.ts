import { describe, expect, it } from 'vitest';
import { kindergartenTime } from '../../src/i18n/kindergarten-time.ts';

const berlin = 'Europe/Berlin';
const istanbul = 'Europe/Istanbul';
// 17:00 in Berlin (summer time), 18:00 in Istanbul.
const fivePmBerlin = '2026-06-12T15:00:00.000Z';

describe("times on the kindergarten's clock, wherever the phone is", () => {
  it('shows an event at 17:00 Berlin as 17:00 on a phone in Istanbul, naming the zone', () => {
    const time = kindergartenTime('de', berlin, istanbul);
    const when = time.eventWhen({ starts_at: fivePmBerlin, ends_at: null, all_day: false });
    expect(when).toBe('Fr., 12. Juni 2026, 17:00 (Mitteleuropäische Zeit)');
    expect(kindergartenTime('en', berlin, istanbul).deadline(fivePmBerlin)).toBe(
      'Fri, June 12 at 05:00 PM (Central European Time)',
    );
  });

  it('names no zone on a phone whose clock shows the same time', () => {
    for (const device of [berlin, 'Europe/Paris']) {
      const time = kindergartenTime('de', berlin, device);
      expect(time.eventWhen({ starts_at: fivePmBerlin, ends_at: '2026-06-12T16:30:00.000Z', all_day: false })).toBe(
        'Fr., 12. Juni 2026, 17:00–18:30 Uhr',
      );
      expect(time.zoneName(fivePmBerlin)).toBeNull();
    }
  });

  it('names the zone in the user’s language', () => {
    expect(kindergartenTime('ru', berlin, istanbul).zoneName(fivePmBerlin)).toBe('Центральная Европа');
    expect(kindergartenTime('el', berlin, istanbul).zoneName(fivePmBerlin)).toBe('Ώρα Κεντρικής Ευρώπης');
  });

  it('keeps an all-day event on its day in the kindergarten, even on a phone a day ahead', () => {
    // 00:00–23:59 Berlin on 12 June is already 13 June at its end in Kiritimati.
    const time = kindergartenTime('de', berlin, 'Pacific/Kiritimati');
    expect(
      time.eventWhen({ starts_at: '2026-06-11T22:00:00.000Z', ends_at: '2026-06-12T21:59:00.000Z', all_day: true }),
    ).toBe('Fr., 12. Juni 2026');
  });

  it.each([
    // [now, zone, today there]
    ['2026-06-12T21:30:00Z', berlin, '2026-06-12'],
    ['2026-06-12T22:30:00Z', berlin, '2026-06-13'],
    ['2026-06-12T21:30:00Z', istanbul, '2026-06-13'],
  ])('at %s it is %s… %s in the kindergarten', (now, zone, today) => {
    expect(kindergartenTime('de', zone, 'America/New_York').today(new Date(now))).toBe(today);
  });

  it('reads a time typed into a form as the kindergarten’s, and shows it back the same way', () => {
    const time = kindergartenTime('de', berlin, istanbul);
    expect(time.instant('2026-06-12', '17:00')).toBe(fivePmBerlin);
    expect(time.inputValue(fivePmBerlin)).toBe('2026-06-12T17:00');
    expect(time.clockTime(fivePmBerlin)).toBe('17:00');
  });

  it('shows a calendar day as that day in every zone', () => {
    expect(
      kindergartenTime('de', 'Pacific/Kiritimati', 'Pacific/Pago_Pago').day('2026-06-12', {
        day: 'numeric',
        month: 'long',
      }),
    ).toBe('12. Juni');
  });
});
