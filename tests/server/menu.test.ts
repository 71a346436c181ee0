import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { menuDays } from '../../server/db/schema/index.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('meal menu: POST /api/menu (%s)', (target) => {
  const t = useTestApp(target);
  const menu = (token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/menu', headers: bearer(token), payload: payload as object });
  const addDay = (kindergartenId: string, date: string, values: Partial<typeof menuDays.$inferInsert> = {}) =>
    t.database.db.insert(menuDays).values({ id: uuidv7(), kindergartenId, date, lunch: `Mittag ${date}`, ...values });

  it("answers the published days of the user's kindergarten in the range, both ends included, oldest first", async () => {
    const k = t.fixture.kindergarten.id;
    await addDay(k, '2031-03-10', {
      breakfast: 'Müsli',
      snack: 'Apfel',
      allergens: ['gluten', 'milk'],
      vegetarian: true,
    });
    await addDay(k, '2031-03-14');
    await addDay(k, '2031-03-12', { published: false });
    await addDay(k, '2031-03-09');
    await addDay(k, '2031-03-15');
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);

    const response = await menu(token, { startDate: '2031-03-10', endDate: '2031-03-14' });
    expect(response.statusCode).toBe(200);
    const days = response.json().menu;
    expect(days.map((day: { date: string }) => day.date)).toEqual(['2031-03-10', '2031-03-14']);
    expect(days[0]).toMatchObject({
      kindergarten_id: k,
      breakfast: 'Müsli',
      lunch: 'Mittag 2031-03-10',
      snack: 'Apfel',
      allergens: ['gluten', 'milk'],
      vegetarian: true,
      published: true,
      deleted_at: null,
      version: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('shows staff the unpublished days too, as the sync does', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    await addDay(t.fixture.kindergarten.id, '2031-04-01', { published: false });
    const days = (await menu(token, { startDate: '2031-04-01', endDate: '2031-04-01' })).json().menu;
    expect(days).toHaveLength(1);
    expect(days[0].published).toBe(false);
  });

  it("never answers another kindergarten's menu", async () => {
    const other = await createFixture(t.database.db);
    await addDay(other.kindergarten.id, '2031-05-05', { lunch: 'Fremdes Essen' });
    await addDay(t.fixture.kindergarten.id, '2031-05-06');
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const days = (await menu(token, { startDate: '2031-05-01', endDate: '2031-05-31' })).json().menu;
    expect(days.map((day: { date: string }) => day.date)).toEqual(['2031-05-06']);
  });

  it('answers 422 for missing or malformed dates, a reversed range and more than 62 days', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    for (const payload of [
      {},
      { startDate: '2031-01-01' },
      { startDate: '1.1.2031', endDate: '2031-01-02' },
      { startDate: '2031-01-10', endDate: '2031-01-09' },
      { startDate: '2031-01-01', endDate: '2031-03-04' },
    ]) {
      const response = await menu(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
    }
    expect((await menu(token, { startDate: '2031-01-01', endDate: '2031-03-03' })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/menu',
          payload: { startDate: '2031-01-01', endDate: '2031-01-02' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
