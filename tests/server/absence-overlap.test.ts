import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { addSecondFamily, anAbsence, dayFromToday, reportAbsence } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('one child, one absence per day (%s)', (target) => {
  const t = useTestApp(target);
  // Each test its own kindergarten, so absences of one test never clash with another's.
  const world = async () => {
    const fixture = await createFixture(t.database.db);
    return {
      fixture,
      parent: await signInAs(t.app, fixture.parent.username, knownPassword),
      staff: await signInAs(t.app, fixture.staff.username, knownPassword),
    };
  };

  it('refuses a report overlapping an absence of the same child with 409, naming the existing report', async () => {
    const { fixture, parent } = await world();
    const first = (
      await reportAbsence(
        t.app,
        parent,
        anAbsence(fixture.children.mia.id, { from: dayFromToday(1), to: dayFromToday(2) }),
      )
    ).json().absence;
    const response = await reportAbsence(
      t.app,
      parent,
      anAbsence(fixture.children.mia.id, { from: dayFromToday(2), to: dayFromToday(4) }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'absence_overlaps',
      errors: { from: [expect.any(String)] },
      existing: { id: first.id, child_id: fixture.children.mia.id, from: dayFromToday(1), to: dayFromToday(2) },
    });
  });

  it('accepts the days before and after, and the same days for another child', async () => {
    const { fixture, parent, staff } = await world();
    const mia = fixture.children.mia.id;
    expect(
      (await reportAbsence(t.app, parent, anAbsence(mia, { from: dayFromToday(3), to: dayFromToday(4) }))).statusCode,
    ).toBe(200);
    expect(
      (await reportAbsence(t.app, parent, anAbsence(mia, { from: dayFromToday(2), to: dayFromToday(2) }))).statusCode,
    ).toBe(200);
    expect(
      (await reportAbsence(t.app, parent, anAbsence(mia, { from: dayFromToday(5), to: dayFromToday(5) }))).statusCode,
    ).toBe(200);
    expect(
      (
        await reportAbsence(
          t.app,
          staff,
          anAbsence(fixture.children.paul.id, { from: dayFromToday(3), to: dayFromToday(4) }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('applies the rule across reporters: staff recording a phoned-in absence the family already reported', async () => {
    const { fixture, parent, staff } = await world();
    const mia = fixture.children.mia.id;
    await reportAbsence(t.app, parent, anAbsence(mia, { from: dayFromToday(1), to: dayFromToday(1) }));
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/staff/absences',
      headers: bearer(staff),
      payload: anAbsence(mia, { from: dayFromToday(1), to: dayFromToday(1) }),
    });
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json().code).toBe('absence_overlaps');
  });

  it('lets a change keep its own days but not move onto another absence', async () => {
    const { fixture, parent } = await world();
    const mia = fixture.children.mia.id;
    const a = (
      await reportAbsence(t.app, parent, anAbsence(mia, { from: dayFromToday(1), to: dayFromToday(2) }))
    ).json().absence;
    const b = (
      await reportAbsence(t.app, parent, anAbsence(mia, { from: dayFromToday(5), to: dayFromToday(6) }))
    ).json().absence;
    const update = (id: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/absence-history/${id}`, headers: bearer(parent), payload });
    expect((await update(a.id, anAbsence(mia, { from: dayFromToday(1), to: dayFromToday(3) }))).statusCode).toBe(200);
    const clash = await update(a.id, anAbsence(mia, { from: dayFromToday(1), to: dayFromToday(5) }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'absence_overlaps', existing: { id: b.id } });
  });

  it('still answers a repeated report (same id) with the stored absence, not with an overlap', async () => {
    const { fixture, parent } = await world();
    const body = anAbsence(fixture.children.mia.id, { id: uuidv7() });
    const first = await reportAbsence(t.app, parent, body);
    const repeat = await reportAbsence(t.app, parent, body);
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().absence.id).toBe(first.json().absence.id);
  });

  it('counts the overlap only against absences that are not withdrawn', async () => {
    const { fixture, parent } = await world();
    const mia = fixture.children.mia.id;
    const days = anAbsence(mia);
    const first = (await reportAbsence(t.app, parent, days)).json().absence;
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/absence-history/${first.id}`,
      headers: bearer(parent),
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await reportAbsence(t.app, parent, days)).statusCode).toBe(200);
  });

  it('applies the rule per child, whoever reported: a guardian meets the report staff recorded', async () => {
    const { fixture, parent, staff } = await world();
    const other = await addSecondFamily(t.database.db, fixture);
    const otherToken = await signInAs(t.app, other.username, knownPassword);
    const days = anAbsence(fixture.children.paul.id);
    expect((await reportAbsence(t.app, staff, days)).statusCode).toBe(200);
    expect((await reportAbsence(t.app, otherToken, days)).statusCode).toBe(409);
    expect((await reportAbsence(t.app, parent, { ...days, child_id: fixture.children.mia.id })).statusCode).toBe(200);
  });
});
