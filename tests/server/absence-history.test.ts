import { describe, expect, it } from 'vitest';
import { addSecondFamily, anAbsence, dayFromToday, reportAbsence } from './support/absence-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('absence history and updates (%s)', (target) => {
  const t = useTestApp(target);
  const setup = async () => {
    const other = await addSecondFamily(t.database.db, t.fixture);
    const tokens = {
      parent: await signInAs(t.app, t.fixture.parent.username, knownPassword),
      other: await signInAs(t.app, other.username, knownPassword),
      staff: await signInAs(t.app, t.fixture.staff.username, knownPassword),
    };
    const report = async (token: string, childId: string, overrides = {}) =>
      (await reportAbsence(t.app, token, anAbsence(childId, overrides))).json().absence;
    const older = await report(tokens.parent, t.fixture.children.mia.id, {
      from: dayFromToday(-10),
      to: dayFromToday(-8),
    });
    const newer = await report(tokens.parent, t.fixture.children.mia.id, {
      from: dayFromToday(2),
      to: dayFromToday(2),
    });
    const others = await report(tokens.other, t.fixture.children.paul.id);
    return { tokens, older, newer, others };
  };
  let world: Awaited<ReturnType<typeof setup>>;
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const update = (id: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/absence-history/${id}`, headers: bearer(token), payload });

  it("lists a parent's own family's absences newest first, and never another family's", async () => {
    world = await setup();
    const response = await get('/api/absence-history/', world.tokens.parent);
    expect(response.statusCode).toBe(200);
    const ids = response.json().absences.map((a: { id: string }) => a.id);
    expect(ids).toEqual([world.newer.id, world.older.id]);
  });

  it('lists every absence of the kindergarten for staff', async () => {
    const ids = (await get('/api/absence-history', world.tokens.staff))
      .json()
      .absences.map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([world.newer.id, world.older.id, world.others.id]));
  });

  it('shows one entry to its family and staff, 404 to another family', async () => {
    expect((await get(`/api/absence-history/${world.newer.id}`, world.tokens.parent)).json().absence).toEqual(
      world.newer,
    );
    expect((await get(`/api/absence-history/${world.newer.id}`, world.tokens.staff)).statusCode).toBe(200);
    expect((await get(`/api/absence-history/${world.newer.id}`, world.tokens.other)).statusCode).toBe(404);
    expect((await get('/api/absence-history/not-a-uuid', world.tokens.parent)).statusCode).toBe(422);
  });

  it('updates an absence that has not ended and gives it a new version', async () => {
    const response = await update(
      world.newer.id,
      world.tokens.parent,
      anAbsence(t.fixture.children.mia.id, {
        from: dayFromToday(2),
        to: dayFromToday(4),
        reason: 'vacation',
        note: '',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().absence).toMatchObject({
      id: world.newer.id,
      to: dayFromToday(4),
      reason: 'vacation',
      note: '',
    });
    expect(response.json().absence.version).toBeGreaterThan(world.newer.version);
  });

  it('refuses to change an absence that has ended', async () => {
    const response = await update(
      world.older.id,
      world.tokens.parent,
      anAbsence(t.fixture.children.mia.id, { from: dayFromToday(-10), to: dayFromToday(-9) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'absence_ended', errors: { to: [expect.any(String)] } });
  });

  it("answers 404 to a parent changing another family's absence, and 422 for moving one to their child", async () => {
    expect((await update(world.others.id, world.tokens.parent, anAbsence(t.fixture.children.mia.id))).statusCode).toBe(
      404,
    );
    const moved = await update(world.newer.id, world.tokens.parent, anAbsence(t.fixture.children.paul.id));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().code).toBe('child_not_allowed');
  });

  it('validates an update like a report', async () => {
    const backwards = await update(
      world.newer.id,
      world.tokens.staff,
      anAbsence(t.fixture.children.mia.id, { from: dayFromToday(3), to: dayFromToday(2) }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toHaveProperty('to');
    expect(
      (
        await update(
          world.newer.id,
          world.tokens.staff,
          anAbsence(t.fixture.children.mia.id, { to: dayFromToday(500) }),
        )
      ).json().code,
    ).toBe('date_too_far');
  });
});
