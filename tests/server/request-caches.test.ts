import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { hashBearerToken } from '../../server/auth/bearer-tokens.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import * as s from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { anAbsence, dayFromToday, reportAbsence } from './support/absence-helpers.ts';
import { addGroupRoom, sendToRoom } from './support/chat-helpers.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { resetCodeMailedBy } from './support/mailed-code.ts';
import { pull, pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, testEnv, useTestApp } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

/**
 * The in-memory caches of signed-in tokens and of the empty sync (docs/decisions/0008): a token or user change is
 * known at once on the instance that made it, and on every other instance once its NOTIFY arrived (`settled()`).
 * Every token and cursor below is used before the change, so a stale cache entry would answer.
 */
const userStatus = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }).then((r) => r.statusCode);
const userBody = (app: FastifyInstance, token: string) =>
  app
    .inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    .then((r) => r.json<{ language_iso: string }>());
const post = (app: FastifyInstance, url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
let day = 10;
const absenceFor = (fixture: Fixture) =>
  anAbsence(fixture.children.mia.id, { from: dayFromToday(day), to: dayFromToday(day++) });

async function resetPassword(app: FastifyInstance, dataDir: string, username: string) {
  const code = await resetCodeMailedBy(dataDir, username, () => post(app, '/api/forgot-password', { username }));
  expect((await post(app, '/api/reset-password', { username, code, password: 'Neues-Passwort-7' })).statusCode).toBe(
    200,
  );
}

/** Signed in, with the token seen twice, so the second answer may come from memory. */
async function usedToken(app: FastifyInstance, username: string) {
  const token = await signInAs(app, username, knownPassword);
  expect(await userStatus(app, token)).toBe(200);
  expect(await userStatus(app, token)).toBe(200);
  return token;
}

/** A cursor at the head, pulled twice empty, so the second empty answer may come from memory. */
async function cursorAtHead(app: FastifyInstance, token: string) {
  const { cursor } = await pullAll(app, token);
  for (let i = 0; i < 2; i++)
    expect(await pull(app, token, { cursor })).toMatchObject({ cursor, changes: {}, reset: false });
  return cursor!;
}

describe.each(databaseTargets())('cached sign-ins and empty syncs on one instance (%s)', (target) => {
  const t = useTestApp(target);
  /** Whether the next request with `token` is answered without asking the database who it is. */
  const isKept = (token: string) =>
    t.app.requestCaches
      .tokenLookup({ findActive: () => Promise.reject(new Error('asked the database')) })
      .inMemory?.(hashBearerToken(token)) !== undefined;

  it('refuses a token at once after it signed out', async () => {
    const token = await usedToken(t.app, t.fixture.parent.username);
    expect((await post(t.app, '/api/logout', {}, token)).statusCode).toBe(200);
    expect(await userStatus(t.app, token)).toBe(401);
  });

  it('refuses the old tokens at once after a password reset', async () => {
    const family = await createFixture(t.database.db);
    const token = await usedToken(t.app, family.parent.username);
    await resetPassword(t.app, t.dataDir, family.parent.username);
    expect(await userStatus(t.app, token)).toBe(401);
  });

  it('refuses every token of a deleted account at once', async () => {
    const family = await createFixture(t.database.db);
    const [token, otherDevice] = [
      await usedToken(t.app, family.parent.username),
      await usedToken(t.app, family.parent.username),
    ];
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(token),
      payload: { password: knownPassword },
    });
    expect(deleted.statusCode).toBe(200);
    for (const session of [token, otherDevice]) expect(await userStatus(t.app, session)).toBe(401);
  });

  it('shows a new language on the very next request, and one written outside any request once it is known', async () => {
    const family = await createFixture(t.database.db);
    const token = await usedToken(t.app, family.parent.username);
    expect((await post(t.app, '/api/user/update-language', { iso: 'fr' }, token)).statusCode).toBe(200);
    expect((await userBody(t.app, token)).language_iso).toBe('fr');
    await createRepositories(t.database.db).users.setLanguage(family.parent.id, 'it');
    await t.app.requestCaches.settled();
    expect((await userBody(t.app, token)).language_iso).toBe('it');
  });

  it('still brings what a request and a background write committed after an empty sync', async () => {
    const family = await createFixture(t.database.db);
    const token = await usedToken(t.app, family.parent.username);
    const cursor = await cursorAtHead(t.app, token);
    const absence = (await reportAbsence(t.app, token, absenceFor(family))).json<{ absence: { id: string } }>().absence;
    const afterRequest = await pull(t.app, token, { cursor });
    expect(afterRequest.changes.absences?.map((row) => row.id)).toContain(absence.id);

    const next = await cursorAtHead(t.app, token);
    const group = await createRepositories(t.database.db).kindergartens.createGroup({
      kindergartenId: family.kindergarten.id,
      name: 'Frösche',
    });
    await t.app.requestCaches.settled();
    expect((await pull(t.app, token, { cursor: next })).changes.groups?.map((row) => row.id)).toContain(group.id);
  });

  it('keeps a token in memory across a chat message, while the next empty sync brings the message', async () => {
    const family = await createFixture(t.database.db);
    const token = await usedToken(t.app, family.parent.username);
    const room = await addGroupRoom(t.database.db, family, [family.parent.id]);
    const cursor = await cursorAtHead(t.app, token);
    expect(isKept(token)).toBe(true);
    const sent = await sendToRoom(t.app, token, { room_id: room.id, message: 'Bis morgen!' });
    expect(sent.statusCode).toBe(200);
    expect(isKept(token)).toBe(true);
    expect((await pull(t.app, token, { cursor })).changes.messages?.map((row) => row.message)).toEqual(['Bis morgen!']);

    expect((await reportAbsence(t.app, token, absenceFor(family))).statusCode).toBe(200);
    expect(isKept(token)).toBe(false);
  });

  it('brings the change a realtime event announces to the pull it prompts, before the commit is known otherwise', async () => {
    const family = await createFixture(t.database.db);
    const token = await usedToken(t.app, family.parent.username);
    const cursor = await cursorAtHead(t.app, token);
    const group = await createRepositories(t.database.db).kindergartens.createGroup({
      kindergartenId: family.kindergarten.id,
      name: 'Raupen',
    });
    await t.app.realtimePublisher.publish({
      channels: [`private-kindergarten.${family.kindergarten.id}`],
      event: 'group.created',
      data: {},
    });
    expect((await pull(t.app, token, { cursor })).changes.groups?.map((row) => row.id)).toContain(group.id);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'cached sign-ins and empty syncs on two instances of one PostgreSQL',
  () => {
    let database: TestDatabase;
    let second: Database;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let fixture: Fixture;

    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      second = await openDatabase({ databaseUrl: database.databaseUrl!, dataDir: database.dataDir });
      const env = testEnv(database.dataDir);
      a = await buildApp({ env, database: database.database, clientDir: '/nonexistent' });
      b = await buildApp({ env, database: second, clientDir: '/nonexistent' });
      fixture = await createFixture(database.database.db);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await database?.dispose();
    });

    it('refuses on instance B a token signed out on instance A', async () => {
      const token = await usedToken(b, fixture.parent.username);
      expect((await post(a, '/api/logout', {}, token)).statusCode).toBe(200);
      expect(await userStatus(a, token)).toBe(401);
      await b.requestCaches.settled();
      expect(await userStatus(b, token)).toBe(401);
    });

    it('refuses on B the old tokens of a password reset and of an account deleted on A', async () => {
      const [reset, deleted] = [await createFixture(database.database.db), await createFixture(database.database.db)];
      const resetToken = await usedToken(b, reset.parent.username);
      const deletedToken = await usedToken(b, deleted.parent.username);
      await resetPassword(a, database.dataDir, reset.parent.username);
      const deletion = await a.inject({
        method: 'DELETE',
        url: '/api/user',
        headers: bearer(deletedToken),
        payload: { password: knownPassword },
      });
      expect(deletion.statusCode).toBe(200);
      await b.requestCaches.settled();
      expect(await userStatus(b, resetToken)).toBe(401);
      expect(await userStatus(b, deletedToken)).toBe(401);
    });

    it('shows on B a language set on A', async () => {
      const family = await createFixture(database.database.db);
      const token = await usedToken(b, family.parent.username);
      expect((await post(a, '/api/user/update-language', { iso: 'el' }, token)).statusCode).toBe(200);
      await b.requestCaches.settled();
      expect((await userBody(b, token)).language_iso).toBe('el');
    });

    it('brings in an empty sync on B what A committed right before', async () => {
      const token = await usedToken(b, fixture.staff.username);
      const cursor = await cursorAtHead(b, token);
      const parentToken = await signInAs(a, fixture.parent.username, knownPassword);
      const absence = (await reportAbsence(a, parentToken, absenceFor(fixture))).json<{ absence: { id: string } }>()
        .absence;
      await b.requestCaches.settled();
      expect((await pull(b, token, { cursor })).changes.absences?.map((row) => row.id)).toContain(absence.id);
      const [row] = await database.database.db
        .select({ version: s.absences.version })
        .from(s.absences)
        .where(eq(s.absences.id, absence.id));
      expect(row!.version).toBeGreaterThan(Number(cursor.split('.')[0]));
    });
  },
);
