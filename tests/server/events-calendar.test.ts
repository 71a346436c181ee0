import { describe, expect, it } from 'vitest';
import type { CalendarResponse } from '#contract/publications';
import { createFixture, knownPassword } from './support/fixture.ts';
import { pdfText } from './support/pdf-text.ts';
import { answer, createEvent, get } from './support/publication-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** A month well ahead, so "upcoming" and "this month" do not depend on today. */
function monthAhead(months: number): { year: number; month: number; day: (d: number) => string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, day: (d) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
}

describe.each(databaseTargets())('GET /api/events/calendar and /api/event/{id} (%s)', (target) => {
  const t = useTestApp(target);
  const parentToken = () => signInAs(t.app, t.fixture.parent.username, knownPassword);

  it("answers the selected date's month: events per day, the selected day's events and the upcoming ones", async () => {
    const m = monthAhead(3);
    const at = (day: number, utc: string) => new Date(`${m.day(day)}T${utc}Z`);
    const db = t.database.db;
    const morning = await createEvent(db, t.fixture, {
      title: 'Zahnputzparty',
      startsAt: at(10, '08:00:00'),
      endsAt: at(10, '10:00:00'),
    });
    const trip = await createEvent(db, t.fixture, {
      title: 'Waldwoche',
      startsAt: at(10, '07:00:00'),
      endsAt: at(12, '14:00:00'),
    });
    // 23:30 UTC is already the next day in Berlin, the kindergarten's calendar.
    const lateNight = await createEvent(db, t.fixture, {
      title: 'Sternwarte',
      startsAt: at(14, '23:30:00'),
      endsAt: null,
    });
    const nextMonth = await createEvent(db, t.fixture, { startsAt: new Date(Date.UTC(m.year, m.month, 2, 9)) });
    const otherGroup = await createEvent(db, t.fixture, {
      startsAt: at(10, '09:00:00'),
      groupIds: [(await createFixture(db)).group.id],
    });
    const elsewhere = await createEvent(db, await createFixture(db), { startsAt: at(10, '09:00:00') });

    const response = await get(t.app, await parentToken(), `/api/events/calendar?selectedDate=${m.day(10)}`);
    expect(response.statusCode).toBe(200);
    const calendar = response.json<CalendarResponse>();
    expect(calendar).toMatchObject({ selected_date: m.day(10), month_start: m.day(1) });
    expect(calendar.month_end.slice(0, 7)).toBe(m.day(1).slice(0, 7));
    expect(calendar.days).toEqual({
      [m.day(10)]: [trip, morning],
      [m.day(11)]: [trip],
      [m.day(12)]: [trip],
      [m.day(15)]: [lateNight],
    });
    expect(calendar.selected.map((event) => event.id)).toEqual([trip, morning]);
    expect(calendar.events.map((event) => event.id)).toEqual([trip, morning, lateNight]);
    for (const hidden of [otherGroup, elsewhere]) expect(JSON.stringify(calendar)).not.toContain(hidden);
    expect(calendar.upcoming.map((event) => event.id)).toEqual([trip, morning, lateNight, nextMonth]);
  });

  it('refuses a date that does not exist', async () => {
    const response = await get(t.app, await parentToken(), '/api/events/calendar?selectedDate=2026-02-30');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('selectedDate');
  });

  it('answers one event with time, place and the own answers; 404 for another kindergarten', async () => {
    const id = await createEvent(t.database.db, t.fixture, { title: 'Laternenfest', location: 'Garten' });
    const token = await parentToken();
    await answer(t.app, token, { kind: 'event', id }, { child_id: t.fixture.children.mia.id });
    const response = await get(t.app, token, `/api/event/${id}`);
    expect(response.json()).toMatchObject({
      event: { id, title: 'Laternenfest', location: 'Garten', all_day: false },
      attachment: null,
      confirmations: [{ event_id: id, status: 'confirmed' }],
    });
    const elsewhere = await createEvent(t.database.db, await createFixture(t.database.db));
    expect((await get(t.app, token, `/api/event/${elsewhere}`)).statusCode).toBe(404);
  });

  it("writes the event's date, time and place on the receipt", async () => {
    const startsAt = new Date('2031-06-20T07:30:00Z');
    const id = await createEvent(t.database.db, t.fixture, {
      title: 'Sommerfest',
      location: 'Stadtpark, Wiese 3',
      startsAt,
      endsAt: new Date('2031-06-20T12:00:00Z'),
      deadline: null,
    });
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    await answer(
      t.app,
      token,
      { kind: 'event', id, action: 'cancel' },
      { child_id: t.fixture.children.mia.id, feedback: 'Ich bin im Urlaub' },
    );
    const text = await pdfText((await get(t.app, token, `/api/event/${id}/receipt.pdf`)).rawPayload);
    // The fixture's parent reads Turkish: Turkish words and dates, in the kindergarten's time zone.
    for (const expected of [
      'Etkinlik: Sommerfest',
      '20 Haziran 2031 Cuma',
      '09:30 – 14:00',
      'Stadtpark, Wiese 3',
      'Çocuk:\nMia',
      'İptal edildi',
      'Ich bin im Urlaub',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
