import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { absences, news } from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { addSecondFamily, anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { idsOf, pull, pullAll, tombstonesOf } from './support/sync-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('GET /api/sync (%s)', (target) => {
  const t = useTestApp(target);
  const setup = async () => {
    const other = await addSecondFamily(t.database.db, t.fixture);
    const elsewhere = await createFixture(t.database.db);
    const tokens = {
      parent: await signInAs(t.app, t.fixture.parent.username, knownPassword),
      other: await signInAs(t.app, other.username, knownPassword),
      staff: await signInAs(t.app, t.fixture.staff.username, knownPassword),
      elsewhere: await signInAs(t.app, elsewhere.parent.username, knownPassword),
    };
    const report = async (token: string, childId: string) =>
      (await reportAbsence(t.app, token, anAbsence(childId))).json().absence.id as string;
    const mine = await report(tokens.parent, t.fixture.children.mia.id);
    const theirs = await report(tokens.other, t.fixture.children.paul.id);
    const farAway = await report(tokens.elsewhere, elsewhere.children.mia.id);
    return { other, elsewhere, tokens, mine, theirs, farAway };
  };
  let w: Awaited<ReturnType<typeof setup>>;

  it("gives a parent their own family's rows and never another family's or kindergarten's", async () => {
    w = await setup();
    const { pages } = await pullAll(t.app, w.tokens.parent);
    expect(idsOf(pages, 'absences')).toEqual([w.mine]);
    expect(idsOf(pages, 'children')).toEqual([t.fixture.children.mia.id]);
    expect(idsOf(pages, 'kindergartens')).toEqual([t.fixture.kindergarten.id]);
    const users = pages.flatMap((page) => page.changes.users ?? []);
    expect(users.map((u) => u.id)).not.toContain(w.elsewhere.parent.id);
    expect(JSON.stringify(pages)).not.toMatch(/password|username|token_hash|scrypt/);
  });

  it('gives staff every absence of their kindergarten and nothing of another', async () => {
    const { pages } = await pullAll(t.app, w.tokens.staff);
    expect(idsOf(pages, 'absences')).toEqual(expect.arrayContaining([w.mine, w.theirs]));
    expect(idsOf(pages, 'absences')).not.toContain(w.farAway);
    expect(idsOf(pages, 'children').sort()).toEqual([t.fixture.children.mia.id, t.fixture.children.paul.id].sort());
  });

  it('answers nothing new with the same cursor, then only what changed since', async () => {
    const { cursor } = await pullAll(t.app, w.tokens.parent);
    const idle = await pull(t.app, w.tokens.parent, { cursor });
    expect(idle).toMatchObject({
      cursor,
      reset: false,
      changes: {},
      tombstones: {},
      acknowledged_keys: [],
      has_more: false,
    });
    const added = (await reportAbsence(t.app, w.tokens.parent, anAbsence(t.fixture.children.mia.id))).json().absence;
    const next = await pull(t.app, w.tokens.parent, { cursor });
    expect(next.changes).toEqual({ absences: [added] });
  });

  it('sends a soft-deleted row as a tombstone to those who saw it', async () => {
    const before = (await pullAll(t.app, w.tokens.parent)).cursor;
    const staffBefore = (await pullAll(t.app, w.tokens.staff)).cursor;
    await t.database.db.update(absences).set({ deletedAt: new Date() }).where(eq(absences.id, w.mine));
    // Written outside any request: the empty sync knows of it once its NOTIFY arrived (docs/decisions/0008).
    await t.app.requestCaches.settled();
    const after = await pull(t.app, w.tokens.parent, { cursor: before });
    expect(after.tombstones).toEqual({ absences: [w.mine] });
    expect(after.changes).toEqual({});
    expect((await pull(t.app, w.tokens.staff, { cursor: staffBefore })).tombstones.absences).toEqual([w.mine]);
    expect((await pull(t.app, w.tokens.other)).tombstones.absences ?? []).not.toContain(w.mine);
  });

  it('pages in bounded pieces whose union is the whole view, without duplicates', async () => {
    const whole = await pullAll(t.app, w.tokens.staff, { limit: 1000 });
    const paged = await pullAll(t.app, w.tokens.staff, { limit: 3 });
    expect(paged.pages.length).toBeGreaterThan(3);
    for (const page of paged.pages) {
      const count = Object.values(page.changes).flat().length + Object.values(page.tombstones).flat().length;
      expect(count).toBeLessThanOrEqual(3);
    }
    const all = (pages: typeof whole.pages) =>
      pages.flatMap((p) =>
        Object.values(p.changes)
          .flat()
          .map((row) => row.id),
      );
    expect(new Set(all(paged.pages)).size).toBe(all(paged.pages).length);
    expect(all(paged.pages).sort()).toEqual(all(whole.pages).sort());
    expect(paged.cursor).toBe(whole.cursor);
  });

  it('lists the Idempotency-Keys of calls that succeeded since the cursor, not failed ones', async () => {
    const { cursor } = await pullAll(t.app, w.tokens.parent);
    const [good, bad] = [uuidv7(), uuidv7()];
    await reportAbsence(t.app, w.tokens.parent, anAbsence(t.fixture.children.mia.id), { 'idempotency-key': good });
    await reportAbsence(t.app, w.tokens.parent, anAbsence(t.fixture.children.paul.id), { 'idempotency-key': bad });
    const next = await pull(t.app, w.tokens.parent, { cursor });
    expect(next.acknowledged_keys).toEqual([good]);
    expect((await pull(t.app, w.tokens.parent, { cursor: next.cursor })).acknowledged_keys).toEqual([]);
    expect((await pull(t.app, w.tokens.other, { cursor })).acknowledged_keys).toEqual([]);
  });

  it('resets when a child comes into view, so its older rows arrive', async () => {
    const { cursor } = await pullAll(t.app, w.tokens.parent);
    await createRepositories(t.database.db).users.addGuardian(t.fixture.parent.id, t.fixture.children.paul.id);
    await t.app.requestCaches.settled();
    const { pages } = await pullAll(t.app, w.tokens.parent, { cursor });
    expect(pages[0]!.reset).toBe(true);
    expect(idsOf(pages, 'absences')).toContain(w.theirs);
    expect(pages.slice(1).every((page) => !page.reset)).toBe(true);
  });

  it('shows group news only to families of that group', async () => {
    const insert = (groupIds: string[]) =>
      t.database.db
        .insert(news)
        .values({
          id: uuidv7(),
          kindergartenId: t.fixture.kindergarten.id,
          title: 'Ausflug',
          groupIds,
          publishedAt: new Date(),
        })
        .returning();
    const otherGroup = await createRepositories(t.database.db).kindergartens.createGroup({
      kindergartenId: t.fixture.kindergarten.id,
      name: 'Füchse',
    });
    const [forIgel] = await insert([t.fixture.group.id]);
    const [forFoxes] = await insert([otherGroup.id]);
    const visible = idsOf((await pullAll(t.app, w.tokens.other)).pages, 'news');
    expect(visible).not.toContain(forIgel!.id);
    expect(visible).not.toContain(forFoxes!.id);
    const mine = idsOf((await pullAll(t.app, w.tokens.parent)).pages, 'news');
    expect(mine).toContain(forIgel!.id);
    expect(mine).not.toContain(forFoxes!.id);
  });

  it('refuses a malformed cursor and a limit over the maximum', async () => {
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/sync?${query}`, headers: bearer(w.tokens.parent) });
    expect((await get('cursor=abc')).statusCode).toBe(422);
    expect((await get('limit=5000')).statusCode).toBe(422);
  });

  it('resets a cursor from another database, and a first sync carries no tombstones', async () => {
    const { pages } = await pullAll(t.app, w.tokens.parent, { cursor: '999999999999.000000000000' });
    expect(pages[0]!.reset).toBe(true);
    expect(idsOf(pages, 'kindergartens')).toEqual([t.fixture.kindergarten.id]);
    expect(tombstonesOf(pages, 'absences')).toEqual([]);
    expect(idsOf(pages, 'absences')).not.toContain(w.mine);
  });
});
