import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { absences } from '../../server/db/schema/index.ts';
import { addSecondFamily, anAbsence, dayFromToday, reportAbsence } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('POST /api/report-absence (%s)', (target) => {
  const t = useTestApp(target);
  const parentToken = () => signInAs(t.app, t.fixture.parent.username, knownPassword);
  const countWithId = async (id: string) =>
    (await t.database.db.select().from(absences).where(eq(absences.id, id))).length;

  it('lets a parent report their own child ill and answers the stored absence', async () => {
    const response = await reportAbsence(t.app, await parentToken(), anAbsence(t.fixture.children.mia.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      code: 'absence_reported',
      absence: {
        child_id: t.fixture.children.mia.id,
        reported_by: t.fixture.parent.id,
        kindergarten_id: t.fixture.kindergarten.id,
        reason: 'sick',
        note: 'Fieber',
        deleted_at: null,
      },
    });
  });

  it("refuses another family's child with a field error on child_id", async () => {
    await addSecondFamily(t.database.db, t.fixture).catch(() => undefined);
    const response = await reportAbsence(t.app, await parentToken(), anAbsence(t.fixture.children.paul.id));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'child_not_allowed', errors: { child_id: [expect.any(String)] } });
  });

  it('lets staff report for any child of their kindergarten, but not of another one', async () => {
    const staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    expect((await reportAbsence(t.app, staffToken, anAbsence(t.fixture.children.paul.id))).statusCode).toBe(200);
    const elsewhere = await createFixture(t.database.db);
    const response = await reportAbsence(t.app, staffToken, anAbsence(elsewhere.children.mia.id));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('child_not_allowed');
  });

  it('answers 422 on `to` when the end lies before the start', async () => {
    const response = await reportAbsence(
      t.app,
      await parentToken(),
      anAbsence(t.fixture.children.mia.id, { from: dayFromToday(5), to: dayFromToday(4) }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['to']);
  });

  it('needs a reason from the list and keeps the note to 1000 characters', async () => {
    const token = await parentToken();
    const missing = await reportAbsence(t.app, token, { ...anAbsence(t.fixture.children.mia.id), reason: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('reason');
    const unknown = await reportAbsence(t.app, token, anAbsence(t.fixture.children.mia.id, { reason: 'bored' }));
    expect(unknown.json().errors).toHaveProperty('reason');
    const long = await reportAbsence(t.app, token, anAbsence(t.fixture.children.mia.id, { note: 'x'.repeat(1001) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('note');
    expect(
      (await reportAbsence(t.app, token, anAbsence(t.fixture.children.mia.id, { note: 'x'.repeat(1000) }))).statusCode,
    ).toBe(200);
    expect(
      (await reportAbsence(t.app, token, anAbsence(t.fixture.children.mia.id, { from: '2026-02-30' }))).statusCode,
    ).toBe(422);
  });

  it('refuses dates more than a year away, in the past or the future', async () => {
    const token = await parentToken();
    const future = await reportAbsence(
      t.app,
      token,
      anAbsence(t.fixture.children.mia.id, { from: dayFromToday(10), to: dayFromToday(400) }),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({ code: 'date_too_far', errors: { to: [expect.any(String)] } });
    const past = await reportAbsence(
      t.app,
      token,
      anAbsence(t.fixture.children.mia.id, { from: dayFromToday(-400), to: dayFromToday(-399) }),
    );
    expect(past.json()).toMatchObject({ code: 'date_too_far', errors: { from: [expect.any(String)] } });
  });

  it('treats a repeat with the same client id as the same write', async () => {
    const token = await parentToken();
    const id = uuidv7();
    const body = anAbsence(t.fixture.children.mia.id, { id });
    const first = await reportAbsence(t.app, token, body);
    const repeat = await reportAbsence(t.app, token, body);
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await countWithId(id)).toBe(1);
  });

  it("refuses a client id that belongs to someone else's absence", async () => {
    const id = uuidv7();
    const body = anAbsence(t.fixture.children.mia.id, { id });
    await reportAbsence(t.app, await parentToken(), body);
    const staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const response = await reportAbsence(t.app, staffToken, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('absence_id_taken');
  });

  it('reports once per Idempotency-Key even without a client id', async () => {
    const token = await parentToken();
    const key = uuidv7();
    const note = `key ${key}`;
    const body = anAbsence(t.fixture.children.mia.id, { note });
    const first = await reportAbsence(t.app, token, body, { 'idempotency-key': key });
    const repeat = await reportAbsence(t.app, token, body, { 'idempotency-key': key });
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect((await t.database.db.select().from(absences).where(eq(absences.reason, note))).length).toBe(1);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/report-absence',
      payload: anAbsence(t.fixture.children.mia.id),
    });
    expect(response.statusCode).toBe(401);
  });
});
