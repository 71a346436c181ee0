import { describe, expect, it } from 'vitest';
import { echoChannels, type AbsenceChangedEvent } from '#contract/realtime';
import { addSecondFamily, anAbsence, dayFromToday, reportAbsence } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { nextEvent, subscribed, within } from './support/realtime-client.ts';
import { pullAll, tombstonesOf } from './support/sync-helpers.ts';
import { bearer, signInAs, useListeningApp, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('DELETE /api/absence-history/{id} (%s)', (target) => {
  const t = useTestApp(target);
  const world = async () => {
    const fixture = await createFixture(t.database.db);
    const other = await addSecondFamily(t.database.db, fixture);
    return {
      fixture,
      parent: await signInAs(t.app, fixture.parent.username, knownPassword),
      other: await signInAs(t.app, other.username, knownPassword),
      staff: await signInAs(t.app, fixture.staff.username, knownPassword),
    };
  };
  const withdraw = (id: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'DELETE', url: `/api/absence-history/${id}`, headers: { ...bearer(token), ...headers } });
  const get = (id: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/absence-history/${id}`, headers: bearer(token) });

  it("lets the child's guardian withdraw it: gone from the history, a tombstone in sync", async () => {
    const { fixture, parent, staff } = await world();
    const absence = (await reportAbsence(t.app, parent, anAbsence(fixture.children.mia.id))).json().absence;
    const before = await pullAll(t.app, staff);
    const response = await withdraw(absence.id, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', code: 'absence_withdrawn' });
    expect((await get(absence.id, parent)).statusCode).toBe(404);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/absence-history/', headers: bearer(parent) })
    ).json().absences;
    expect(history.map((a: { id: string }) => a.id)).not.toContain(absence.id);
    const after = await pullAll(t.app, staff, { cursor: before.cursor });
    expect(tombstonesOf(after.pages, 'absences')).toContain(absence.id);
  });

  it('lets staff withdraw an absence of their kindergarten', async () => {
    const { fixture, parent, staff } = await world();
    const absence = (await reportAbsence(t.app, parent, anAbsence(fixture.children.mia.id))).json().absence;
    expect((await withdraw(absence.id, staff)).statusCode).toBe(200);
  });

  it('answers 404 to another family and to staff of another kindergarten, and leaves the absence alone', async () => {
    const { fixture, parent, other } = await world();
    const absence = (await reportAbsence(t.app, parent, anAbsence(fixture.children.mia.id))).json().absence;
    expect((await withdraw(absence.id, other)).statusCode).toBe(404);
    const elsewhere = await createFixture(t.database.db);
    expect(
      (await withdraw(absence.id, await signInAs(t.app, elsewhere.staff.username, knownPassword))).statusCode,
    ).toBe(404);
    expect((await get(absence.id, parent)).statusCode).toBe(200);
  });

  it('refuses an absence that has ended, like a change', async () => {
    const { fixture, parent } = await world();
    const past = (
      await reportAbsence(
        t.app,
        parent,
        anAbsence(fixture.children.mia.id, { from: dayFromToday(-5), to: dayFromToday(-4) }),
      )
    ).json().absence;
    const response = await withdraw(past.id, parent);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('absence_ended');
  });

  it('replays the first answer for a repeated Idempotency-Key (a lost response and a retry from the outbox)', async () => {
    const { fixture, parent } = await world();
    const absence = (await reportAbsence(t.app, parent, anAbsence(fixture.children.mia.id))).json().absence;
    const key = crypto.randomUUID();
    const first = await withdraw(absence.id, parent, { 'idempotency-key': key });
    const repeat = await withdraw(absence.id, parent, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
  });
});

describe('withdrawing an absence, live', () => {
  const t = useListeningApp('pglite');

  it('tells staff on their channel, with the withdrawn row', async () => {
    const parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const staffChannel = t.echoFor(staffToken).private(echoChannels.kindergartenStaff(t.fixture.kindergarten.id));
    await within(5000, 'the subscription', subscribed(staffChannel));
    const reported = nextEvent<AbsenceChangedEvent>(staffChannel, '.absence.changed');
    const absence = (await reportAbsence(t.app, parentToken, anAbsence(t.fixture.children.mia.id))).json().absence;
    await within(5000, 'the report event', reported);
    const event = nextEvent<AbsenceChangedEvent>(staffChannel, '.absence.changed');
    await t.app.inject({ method: 'DELETE', url: `/api/absence-history/${absence.id}`, headers: bearer(parentToken) });
    const received = await within(5000, 'the withdrawal event', event);
    expect(received.changes.absences?.[0]).toMatchObject({ id: absence.id, deleted_at: expect.any(String) });
  });
});
