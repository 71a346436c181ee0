import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { addDays, weekStartOf } from '#contract/staff-rules';
import { absences } from '../../server/db/schema/index.ts';
import { dayFromToday, reportAbsence } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())("staff's today and this week count children, not reports (%s)", (target) => {
  const t = useTestApp(target);

  it('counts a child reported twice in one week once, and once today even if two reports cover today', async () => {
    const fixture = await createFixture(t.database.db);
    const parent = await signInAs(t.app, fixture.parent.username, knownPassword);
    const staff = await signInAs(t.app, fixture.staff.username, knownPassword);
    const monday = weekStartOf(dayFromToday(14));
    const sick = (childId: string, from: string, to: string) => ({
      child_id: childId,
      from,
      to,
      reason: 'sick',
      note: '',
    });
    expect(
      (await reportAbsence(t.app, parent, sick(fixture.children.mia.id, monday, addDays(monday, 1)))).statusCode,
    ).toBe(200);
    expect(
      (await reportAbsence(t.app, parent, sick(fixture.children.mia.id, addDays(monday, 3), addDays(monday, 4))))
        .statusCode,
    ).toBe(200);
    expect((await reportAbsence(t.app, staff, sick(fixture.children.paul.id, monday, monday))).statusCode).toBe(200);
    // Two reports of one child on the same day, as rows written before the overlap rule may be.
    await t.database.db.insert(absences).values({
      id: uuidv7(),
      kindergartenId: fixture.kindergarten.id,
      childId: fixture.children.paul.id,
      reportedBy: fixture.staff.id,
      from: monday,
      to: monday,
      category: 'sick',
      reason: 'older duplicate',
    });

    const view = (
      await t.app.inject({ method: 'GET', url: `/api/staff/absences?date=${monday}`, headers: bearer(staff) })
    ).json();
    expect(view.counts).toEqual({ today: 2, week: 2 });
  });
});
