import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { addDays, weekStartOf } from '#contract/staff-rules';
import { menuDays } from '../../server/db/schema/index.ts';
import { knownPassword } from './support/fixture.ts';
import { pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

type Day = {
  date: string;
  lunch: string;
  allergens: string[];
  allergen_note: string;
  published: boolean;
  draft: { lunch: string; allergens: string[] } | null;
};

describe.each(databaseTargets())('menu drafts: a copy never publishes by surprise (%s)', (target) => {
  const t = useTestApp(target);
  const call = async (
    who: 'staff' | 'parent',
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(await signInAs(t.app, t.fixture[who].username, knownPassword)),
      ...(payload ? { payload } : {}),
    });
  const writeDay = (date: string, lunch: string, allergens: string[] = [], allergen_note = '') =>
    call('staff', 'POST', `/api/staff/menu/days/${date}`, { lunch, allergens, allergen_note });
  const publish = (week: string) => call('staff', 'POST', '/api/staff/menu/publish-week', { week_start: week });
  /** What parents read of each day (a draft still moves the row's version: they pull it again, unchanged). */
  const parentWeek = async (week: string): Promise<Day[]> =>
    (await call('parent', 'POST', '/api/menu', { startDate: week, endDate: addDays(week, 6) }))
      .json()
      .menu.map(
        ({ version: _version, updated_at: _updated, ...content }: Day & { version: number; updated_at: string }) =>
          content,
      );
  const staffWeek = async (week: string): Promise<Day[]> =>
    (await call('staff', 'GET', `/api/staff/menu?week=${week}`)).json().days;
  const lunches = (days: Day[]) => days.map((day) => [day.date, day.lunch]);

  it("copying into a published week keeps the parents' menu until staff publish again", async () => {
    const last = weekStartOf('2032-01-07');
    const week = addDays(last, 7);
    await writeDay(last, 'Linsensuppe', ['celery']);
    await writeDay(addDays(last, 1), 'Fischstäbchen', ['fish', 'gluten']);
    await writeDay(week, 'Pfannkuchen', ['eggs', 'milk', 'gluten']);
    await writeDay(addDays(week, 1), 'Reis mit Gemüse');
    expect((await publish(week)).statusCode).toBe(200);
    const published = await parentWeek(week);
    expect(lunches(published)).toEqual([
      [week, 'Pfannkuchen'],
      [addDays(week, 1), 'Reis mit Gemüse'],
    ]);

    const unasked = await call('staff', 'POST', '/api/staff/menu/copy-week', { week_start: week });
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json().code).toBe('menu_week_not_empty');
    expect(lunches(await staffWeek(week))).toEqual(lunches(published));

    const copied = await call('staff', 'POST', '/api/staff/menu/copy-week', { week_start: week, replace: true });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().days.map((day: Day) => [day.lunch, day.published, day.draft?.lunch])).toEqual([
      ['Pfannkuchen', true, 'Linsensuppe'],
      ['Reis mit Gemüse', true, 'Fischstäbchen'],
    ]);

    expect(await parentWeek(week)).toEqual(published);
    const synced = (await pullAll(t.app, await signInAs(t.app, t.fixture.parent.username, knownPassword))).pages
      .flatMap((page) => page.changes.menu_days ?? [])
      .filter((day) => day.date >= week && day.date <= addDays(week, 6));
    expect(synced.map((day) => [day.date, day.lunch, day.allergens, day.draft])).toEqual([
      [week, 'Pfannkuchen', ['gluten', 'eggs', 'milk'], null],
      [addDays(week, 1), 'Reis mit Gemüse', [], null],
    ]);

    await publish(week);
    const after = await parentWeek(week);
    expect(after.map((day) => [day.lunch, day.allergens, day.draft])).toEqual([
      ['Linsensuppe', ['celery'], null],
      ['Fischstäbchen', ['gluten', 'fish'], null],
    ]);
  });

  it('discarding a draft returns staff to the published week; days never published go', async () => {
    const last = weekStartOf('2032-02-04');
    const week = addDays(last, 7);
    await writeDay(last, 'Gemüsecurry', ['mustard']);
    await writeDay(addDays(last, 2), 'Kartoffelsuppe');
    await writeDay(week, 'Spaghetti', ['gluten']);
    await publish(week);
    const published = await parentWeek(week);

    await call('staff', 'POST', '/api/staff/menu/copy-week', { week_start: week, replace: true });
    expect(lunches(await staffWeek(week))).toEqual([
      [week, 'Spaghetti'],
      [addDays(week, 2), 'Kartoffelsuppe'],
    ]);
    const discarded = await call('staff', 'POST', '/api/staff/menu/discard-week', { week_start: week });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().code).toBe('menu_week_discarded');

    const back = await staffWeek(week);
    expect(back.map((day) => [day.date, day.lunch, day.published, day.draft])).toEqual([
      [week, 'Spaghetti', true, null],
    ]);
    expect(await parentWeek(week)).toEqual(published);

    // Editing a published day is a draft too, and writing back what is published is no draft at all.
    expect((await writeDay(week, 'Spaghetti mit Linsen', ['gluten'])).json().menu_day).toMatchObject({
      lunch: 'Spaghetti',
      draft: { lunch: 'Spaghetti mit Linsen' },
    });
    expect(await parentWeek(week)).toEqual(published);
    expect((await writeDay(week, 'Spaghetti', ['gluten'])).json().menu_day).toMatchObject({
      lunch: 'Spaghetti',
      draft: null,
    });
  });

  it('copies a week in one transaction: a failure half way leaves the week as it was', async () => {
    const last = weekStartOf('2032-03-03');
    const week = addDays(last, 7);
    for (const [offset, lunch] of [
      [0, 'Eintopf'],
      [1, 'Nudelauflauf'],
      [2, 'Fisch mit Reis'],
    ] as const) {
      await writeDay(addDays(last, offset), lunch);
      await writeDay(addDays(week, offset), `Alt ${lunch}`);
    }
    await publish(week);
    const before = await staffWeek(week);
    const failingDay = addDays(week, 2);
    const kindergartenId = t.fixture.kindergarten.id;
    await t.database.db.execute(
      sql.raw(`create function refuse_menu_day() returns trigger language plpgsql as $$
      begin
        if new.kindergarten_id = '${kindergartenId}' and new.date = '${failingDay}' then raise exception 'refused for the test'; end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_menu_day before insert or update on menu_days for each row execute function refuse_menu_day()',
      ),
    );
    try {
      const copied = await call('staff', 'POST', '/api/staff/menu/copy-week', { week_start: week, replace: true });
      expect(copied.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_menu_day on menu_days'));
      await t.database.db.execute(sql.raw('drop function refuse_menu_day()'));
    }
    expect(await staffWeek(week)).toEqual(before);
  });

  it("takes allergens only as the contract's codes, each once in the list's order, with a free-text note beside them", async () => {
    const day = '2032-04-05';
    const refused = await writeDay(day, 'Nudeln', ['Milch']);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)[0]).toMatch(/^allergens/);

    const saved = await writeDay(day, 'Nudeln', ['milk', 'gluten', 'milk'], 'Kiwi');
    expect(saved.json().menu_day).toMatchObject({ allergens: ['gluten', 'milk'], allergen_note: 'Kiwi' });
    await publish(day);
    expect((await parentWeek(weekStartOf(day)))[0]).toMatchObject({
      allergens: ['gluten', 'milk'],
      allergen_note: 'Kiwi',
    });
  });

  it('keeps free-text allergens of an older database: known names become codes, the rest the note', async () => {
    const id = uuidv7();
    await t.database.db.insert(menuDays).values({
      id,
      kindergartenId: t.fixture.kindergarten.id,
      date: '2032-05-03',
      lunch: 'Alt',
      allergens: ['Milch', ' Gluten', 'Kiwi', 'EI', 'Tomate'] as never,
    });
    const statements = readFileSync(
      new URL('../../server/db/migrations/0011_menu_drafts_allergen_codes.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    await t.database.db.execute(sql.raw(statements.at(-1)!));
    const day = (await staffWeek('2032-05-03'))[0]!;
    expect([[...day.allergens].sort(), day.allergen_note]).toEqual([['eggs', 'gluten', 'milk'], 'Kiwi, Tomate']);
  });
});
