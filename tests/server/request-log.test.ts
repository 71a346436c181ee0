import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { bearer, signInAs, testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

const slowMs = 400;

/** A route that takes longer than the threshold, and one that fails unexpectedly. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/test/slow/:id', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs + 50));
    return { ok: true };
  });
  app.get('/test/failing', async () => {
    throw new Error('the disk is full');
  });
};

type Line = Record<string, unknown> & { level: number; msg: string };

describe.each(databaseTargets())('one log line per request (%s)', (target) => {
  let opened: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  const written: string[] = [];
  const lines = () => written.map((text) => JSON.parse(text) as Line);
  beforeAll(async () => {
    opened = await openTestDatabase(target);
    app = await buildApp({
      env: testEnv(opened.dataDir, { LOG_LEVEL: 'info', SLOW_REQUEST_MS: String(slowMs) }),
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
      logStream: { write: (line) => void written.push(line) },
      signedInRoutes: [testRoutes],
    });
    await app.ready();
    fixture = await createFixture(opened.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
  });

  it('writes a line for a slow request and for an error, with the route pattern, and none for a fast 200 or a 4xx', async () => {
    const token = await signInAs(app, fixture.staff.username, knownPassword);
    written.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer('not-a-token') })).statusCode).toBe(
      401,
    );
    expect(written).toEqual([]);

    const id = '0190d2c0-0000-7000-8000-00000000c0de';
    expect((await app.inject({ method: 'GET', url: `/api/test/slow/${id}`, headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/api/test/failing', headers: bearer(token) })).statusCode).toBe(
      500,
    );

    const [slow, failed, ...more] = lines();
    expect(more).toEqual([]);
    expect(slow).toMatchObject({
      level: 40,
      msg: 'slow request',
      method: 'GET',
      route: '/api/test/slow/:id',
      status: 200,
    });
    expect(slow!.durationMs).toBeGreaterThanOrEqual(slowMs);
    expect(failed).toMatchObject({
      level: 50,
      msg: 'request failed',
      method: 'GET',
      route: '/api/test/failing',
      status: 500,
    });
    expect(failed!.err).toMatchObject({ message: 'the disk is full' });
    for (const line of [slow!, failed!]) {
      expect(typeof line.time).toBe('number');
      expect(typeof line.reqId).toBe('string');
      expect(typeof line.durationMs).toBe('number');
    }
    expect(written.join('')).not.toContain(id);
  });

  it('never writes a bearer token, a ?token= or a calendar feed secret, even at debug', async () => {
    const token = await signInAs(app, fixture.parent.username, knownPassword);
    const secret = 'S3cretFeedAddressOfAParent_0123456789abcdefg';
    written.length = 0;
    app.log.level = 'debug';
    try {
      await app.inject({ method: 'GET', url: `/calendar/${secret}.ics`, headers: bearer(token) });
      await app.inject({ method: 'GET', url: `/api/user?token=${token}`, headers: bearer(token) });
      await app.inject({ method: 'GET', url: '/api/test/failing?token=query-secret', headers: bearer(token) });
    } finally {
      app.log.level = 'info';
    }
    expect(lines().map((line) => line.route)).toEqual(['/calendar/:secret.ics', '/api/user', '/api/test/failing']);
    const all = written.join('');
    for (const secretPart of [secret, token, token.slice(0, 16), 'query-secret', 'authorization', 'remoteAddress'])
      expect(all).not.toContain(secretPart);
  });
});
