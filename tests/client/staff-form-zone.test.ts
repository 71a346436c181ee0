import { afterEach, describe, expect, it } from 'vitest';
import { setKindergartenZone } from '../../src/i18n/kindergarten-zone.ts';
import { emptyPublicationForm, formValuesFromRow } from '../../src/features/publishing/publication-form-values.ts';
import { toWriteRequest } from '../../src/features/publishing/publish-calls.ts';

// Whatever zone the test machine runs in, Kiritimati (UTC+14) is not the kindergarten's.
const farFromBerlin = process.env.TZ === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';

describe("the event form reads and writes times on the kindergarten's clock", () => {
  afterEach(() => setKindergartenZone(null));

  it('sends 17:00 typed on any phone as 17:00 in Berlin, and shows it back as 17:00', () => {
    setKindergartenZone('Europe/Berlin');
    const values = {
      ...emptyPublicationForm('event'),
      title: 'Sommerfest',
      date: '2026-06-12',
      startTime: '17:00',
      endTime: '18:30',
      requiresConfirmation: true,
      deadline: '2026-06-10T12:00',
    };
    const request = toWriteRequest('0192f5d2-7a3b-7c4d-8e5f-0000000000ee', values, null) as {
      starts_at: string;
      ends_at: string;
      deadline: string;
    };
    expect(request).toMatchObject({
      starts_at: '2026-06-12T15:00:00.000Z',
      ends_at: '2026-06-12T16:30:00.000Z',
      deadline: '2026-06-10T10:00:00.000Z',
    });

    const shown = formValuesFromRow('event', {
      ...request,
      title: 'Sommerfest',
      body: '',
      group_ids: [],
      requires_confirmation: true,
      requires_signature: false,
      questions: [],
      all_day: false,
      location: '',
    });
    expect(shown).toMatchObject({
      date: '2026-06-12',
      startTime: '17:00',
      endTime: '18:30',
      deadline: '2026-06-10T12:00',
    });
  });

  it('keeps the day of an evening event when the kindergarten is a day ahead of the phone', () => {
    setKindergartenZone(farFromBerlin);
    const shown = formValuesFromRow('event', {
      title: 'x',
      body: '',
      group_ids: [],
      requires_confirmation: false,
      requires_signature: false,
      deadline: null,
      questions: [],
      starts_at: new Date(Date.UTC(2026, 5, 12, 12)).toISOString(),
      ends_at: null,
      all_day: false,
      location: '',
    });
    expect(shown.date).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: farFromBerlin }).format(new Date(Date.UTC(2026, 5, 12, 12))),
    );
  });
});
