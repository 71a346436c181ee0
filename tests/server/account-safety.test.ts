import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { knownPassword, createFixture, type Fixture } from './support/fixture.ts';
import { bearer, signInAs, testEnv, useTestApp } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

/**
 * Account safety: signing out ends the token at once, and no token ever reaches a log line or a URL. How guessing is
 * slowed per account and address is in auth-throttle.test.ts, the per-IP limit in auth-rate-limit.test.ts.
 */
describe.each(databaseTargets())('the per-IP limit on the visitor calls (%s)', (target) => {
  const t = useTestApp(target, { env: { AUTH_RATE_LIMIT: '30' } });

  it('answers 429 with the code on the per-IP limit too', async () => {
    const responses = [];
    for (let i = 0; i < 31; i++) {
      responses.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { username: `x${i}@example.org` },
          remoteAddress: '198.51.100.77',
        }),
      );
      if (responses.at(-1)!.statusCode === 429) break;
    }
    expect(responses.at(-1)!.json()).toMatchObject({ code: 'too_many_attempts' });
  });
});

describe.each(databaseTargets())('sessions and logs (%s)', (target) => {
  let opened: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  const logLines: string[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase(target);
    // The real logger at its most talkative, written to memory: every line the server would write.
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const env = testEnv(opened.dataDir, { LOG_LEVEL: 'trace' });
    app = await buildApp({
      env,
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
      logStream: stream,
    });
    await app.ready();
    fixture = await createFixture(opened.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
  });

  it('ends the token at logout for every route at once, other sessions staying', async () => {
    const token = await signInAs(app, fixture.parent.username, knownPassword);
    const otherDevice = await signInAs(app, fixture.parent.username, knownPassword);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    for (const url of ['/api/user', '/api/sync', '/api/news', '/api/realtime']) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    const channel = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: bearer(token),
      payload: { socket_id: '1.2', channel_name: `private-App.Models.User.${fixture.parent.id}` },
    });
    expect(channel.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(otherDevice) })).statusCode).toBe(200);
  });

  it('never writes a token, password or reset code into a log line, even on errors and at trace level', async () => {
    logLines.length = 0;
    const token = await signInAs(app, fixture.staff.username, knownPassword);
    await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    await app.inject({ method: 'GET', url: '/api/files/not-a-uuid', headers: bearer(token) });
    await app.inject({
      method: 'POST',
      url: '/api/blackboard/0190f0f0-0000-7000-8000-000000000000/comment',
      headers: bearer(token),
      payload: { comment: 'a\u0000b' },
    });
    await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: bearer(token),
      payload: 'socket_id=1.2&channel_name=private-nope',
    });
    await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}x` } });
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { username: fixture.staff.username, code: '654321', password: knownPassword },
    });
    // At least one line per request (server/http/request-line.ts): eight requests.
    expect(logLines.length).toBeGreaterThanOrEqual(8);
    const all = logLines.join('');
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.slice(0, 16));
    expect(all).not.toContain(knownPassword);
    expect(all).not.toContain('654321');
    // Requests are logged: the token must never be part of what names them.
    for (const line of logLines) {
      const { req, route } = JSON.parse(line) as { req?: { url?: string }; route?: string };
      for (const url of [req?.url, route]) if (url) expect(url).not.toMatch(/token=|[A-Za-z0-9_-]{40,}/);
    }
  });
});
