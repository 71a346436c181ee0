import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

let counter = 0;
const newKey = () => `0190d2c0-0000-7000-8000-${String(counter++).padStart(12, '0')}`;

describe.each(databaseTargets())('Idempotency-Key on mutating calls (%s)', (target) => {
  const t = useTestApp(target);
  const versionOf = async (userId: string) =>
    (await t.database.db.select({ version: users.version }).from(users).where(eq(users.id, userId)))[0]!.version;
  const updateLanguage = (token: string, key: string, iso: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/update-language',
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: { iso },
    });

  it('replays the first response on a repeat and does not write again', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const key = newKey();
    const first = await updateLanguage(token, key, 'fr');
    expect(first.statusCode).toBe(200);
    const versionAfterFirst = await versionOf(t.fixture.staff.id);

    const repeat = await updateLanguage(token, key, 'fr');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await versionOf(t.fixture.staff.id)).toBe(versionAfterFirst);
  });

  it('runs each new key once', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const before = await versionOf(t.fixture.staff.id);
    await updateLanguage(token, newKey(), 'it');
    const between = await versionOf(t.fixture.staff.id);
    await updateLanguage(token, newKey(), 'it');
    expect(between).toBeGreaterThan(before);
    expect(await versionOf(t.fixture.staff.id)).toBeGreaterThan(between);
  });

  it('keeps keys apart per user', async () => {
    const staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const key = newKey();
    await updateLanguage(staffToken, key, 'es');
    const parentBefore = await versionOf(t.fixture.parent.id);
    const parentCall = await updateLanguage(parentToken, key, 'pt');
    expect(parentCall.json().language_iso).toBe('pt');
    expect(await versionOf(t.fixture.parent.id)).toBeGreaterThan(parentBefore);
  });

  it('answers 409 to a repeat while the first call is still running', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const key = newKey();
    // The first call's claim, as it stands while its handler runs.
    await createRepositories(t.database.db).idempotency.claim({
      userId: t.fixture.staff.id,
      key,
      method: 'POST',
      path: '/api/user/update-language',
    });
    const repeat = await updateLanguage(token, key, 'ro');
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ message: expect.any(String) });
  });

  it('lets a retry run when the first claim was abandoned long ago', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const key = newKey();
    await createRepositories(t.database.db).idempotency.claim({
      userId: t.fixture.staff.id,
      key,
      method: 'POST',
      path: '/api/user/update-language',
    });
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(idempotencyKeys.key, key));
    const retry = await updateLanguage(token, key, 'bg');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().language_iso).toBe('bg');
  });

  it('answers 422 when a key is reused for a different call', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const key = newKey();
    await updateLanguage(token, key, 'en');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(token), 'idempotency-key': key },
    });
    expect(other.statusCode).toBe(422);
  });

  it('records the finished answer with its status and body', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const key = newKey();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(token), 'idempotency-key': key },
    });
    expect(first.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({ state: 'done', statusCode: 200, response: first.json() });
  });

  it('does not store a 5xx answer, so a retry runs again', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const key = newKey();
    // Make the write fail inside the handler for this one call: a check constraint the update violates.
    await t.database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT no_greek CHECK (language <> 'el') NOT VALID`);
    try {
      const failed = await updateLanguage(token, key, 'el');
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: 'Server Error' });
      expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT no_greek`);
    }
    const retry = await updateLanguage(token, key, 'el');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().language_iso).toBe('el');
  });

  it('never stores the anonymous auth calls (their answers carry tokens)', async () => {
    const key = newKey();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'idempotency-key': key },
        payload: { username: t.fixture.staff.username, password: knownPassword },
      });
    const first = (await login()).json();
    const second = (await login()).json();
    expect(second.token).not.toBe(first.token);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('purges stored answers older than 24 hours', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const oldKey = newKey();
    const freshKey = newKey();
    await updateLanguage(token, oldKey, 'de');
    await updateLanguage(token, freshKey, 'de');
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, oldKey));
    await createRepositories(t.database.db).idempotency.purgeOlderThan(new Date(Date.now() - 24 * 3_600_000));
    const keys = (await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(keys).toContain(freshKey);
    expect(keys).not.toContain(oldKey);
  });
});
