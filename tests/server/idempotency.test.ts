import { and, eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { describe, expect, it } from 'vitest';
import { idempotencyRefusalSchema } from '../../contract/idempotency.ts';
import { buildApp } from '../../server/app.ts';
import { isWritingRoute } from '../../server/http/writing-routes.ts';
import { absences, idempotencyKeys, users } from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { anAbsence, reportAbsence } from './support/absence-helpers.ts';
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
      requestHash: null,
    });
    const repeat = await updateLanguage(token, key, 'ro');
    expect(repeat.statusCode).toBe(409);
    expect(idempotencyRefusalSchema.parse(repeat.json())).toMatchObject({ code: 'idempotency_key_in_use' });
  });

  it('answers 50 parallel identical writes with one key once: one write, the others 409 or the replay, none 500', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const key = newKey();
    const note = `parallel ${key}`;
    const body = anAbsence(t.fixture.children.mia.id, { note });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => reportAbsence(t.app, token, body, { 'idempotency-key': key })),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(
      answers.filter((answer) => answer.statusCode === 200 && answer.headers['idempotent-replayed'] !== 'true'),
    ).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(idempotencyRefusalSchema.parse(refused.json()).code).toBe('idempotency_key_in_use');
    }
    const written = await t.database.db
      .select()
      .from(absences)
      .where(and(eq(absences.childId, t.fixture.children.mia.id), eq(absences.reason, note)));
    expect(written).toHaveLength(1);
  });

  it("accepts the key check's 409 and 422 in every writing route's answer schemas, keeping their code", async () => {
    const routes: RouteOptions[] = [];
    const probe = await buildApp({
      env: t.env,
      database: t.database,
      clientDir: `${t.dataDir}/no-client`,
      onRoute: (route) => void routes.push(route),
    });
    await probe.ready();
    await probe.close();
    const refusals = {
      409: {
        message: 'still running',
        errors: { 'idempotency-key': ['still running'] },
        code: 'idempotency_key_in_use',
      },
      422: { message: 'reused', errors: { 'idempotency-key': ['reused'] }, code: 'idempotency_key_reused' },
    } as const;
    const refused: string[] = [];
    for (const route of routes.filter((r) => isWritingRoute(r.method))) {
      const responses = (route.schema?.response ?? {}) as Record<number, ZodType | undefined>;
      for (const status of [409, 422] as const) {
        const schema = responses[status];
        if (!schema) continue;
        const parsed = schema.safeParse(refusals[status]);
        if (!parsed.success || (parsed.data as { code?: string }).code !== refusals[status].code)
          refused.push(`${String(route.method)} ${route.url} ${status}`);
      }
    }
    expect(routes.length).toBeGreaterThan(50);
    expect(refused).toEqual([]);
  });

  it('takes over a claim whose request stopped renewing it half a minute ago (its process died)', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const key = newKey();
    await createRepositories(t.database.db).idempotency.claim({
      userId: t.fixture.staff.id,
      key,
      method: 'POST',
      path: '/api/user/update-language',
      requestHash: null,
    });
    await t.database.db.execute(
      sql`UPDATE idempotency_keys SET renewed_at = now() - interval '40 seconds' WHERE key = ${key}`,
    );
    const retry = await updateLanguage(token, key, 'uk');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().language_iso).toBe('uk');
  });

  it('keeps a claim its running request still renews', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const key = newKey();
    const keys = createRepositories(t.database.db).idempotency;
    await keys.claim({
      userId: t.fixture.staff.id,
      key,
      method: 'POST',
      path: '/api/user/update-language',
      requestHash: null,
    });
    await t.database.db.execute(
      sql`UPDATE idempotency_keys SET renewed_at = now() - interval '40 seconds' WHERE key = ${key}`,
    );
    await keys.renew(t.fixture.staff.id, key);
    expect((await updateLanguage(token, key, 'uk')).statusCode).toBe(409);
  });

  it('refuses the same key with a different body with 422 and a code, and writes nothing', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const key = newKey();
    const child = t.fixture.children.mia.id;
    const body = anAbsence(child, { note: `first ${key}` });
    const first = await reportAbsence(t.app, token, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const second = await reportAbsence(t.app, token, { ...body, note: `second ${key}` }, { 'idempotency-key': key });
    expect(second.statusCode).toBe(422);
    expect(idempotencyRefusalSchema.parse(second.json())).toMatchObject({ code: 'idempotency_key_reused' });
    expect(
      await t.database.db
        .select()
        .from(absences)
        .where(eq(absences.reason, `second ${key}`)),
    ).toEqual([]);

    const sameAgain = await reportAbsence(t.app, token, body, { 'idempotency-key': key });
    expect(sameAgain.statusCode).toBe(200);
    expect(sameAgain.headers['idempotent-replayed']).toBe('true');
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
