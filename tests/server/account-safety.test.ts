import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { knownPassword, createFixture, type Fixture } from './support/fixture.ts';
import { bearer, signInAs, testEnv, useTestApp } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

/**
 * Issue 12, account safety: guessing is limited per account from any address (the per-IP limit is in
 * auth-rate-limit.test.ts), signing out ends the token at once, and no token ever reaches a log line or a URL.
 */
describe.each(databaseTargets())('per-account limits on the visitor calls (%s)', (target) => {
  const accountLimit = 4;
  const t = useTestApp(target, { env: { AUTH_ACCOUNT_RATE_LIMIT: String(accountLimit), AUTH_RATE_LIMIT: '30' } });
  let address = 0;
  /** Every call from a new address: only the per-account limit can stop them. */
  const fromAnywhere = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `192.0.2.${++address % 250}` });

  const calls: Record<string, (username: string) => object> = {
    '/api/login': (username) => ({ username, password: 'wrong-guess-1' }),
    '/api/register': (username) => ({ username, password: 'Whatever-123', code: `GUESS-${address}`, accept_terms_and_conditions: true }),
    '/api/forgot-password': (username) => ({ username }),
    '/api/reset-password': (username) => ({ username, code: String(100_000 + address), password: 'Whatever-123' }),
  };

  for (const [url, payload] of Object.entries(calls)) {
    it(`answers 429 too_many_attempts once ${url} was tried ${accountLimit} times for one account from many addresses`, async () => {
      const victim = `opfer-${url.slice(5)}@example.org`;
      for (let i = 0; i < accountLimit; i++) expect((await fromAnywhere(url, payload(victim))).statusCode).toBe(200);
      // The same account, spelled differently, is the same account.
      const limited = await fromAnywhere(url, payload(victim.toUpperCase()));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'too_many_attempts', message: expect.stringContaining('Too many attempts') });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
      // Another account is not affected.
      expect((await fromAnywhere(url, payload(`jemand-${url.slice(5)}@example.org`))).statusCode).toBe(200);
    });
  }

  it('keeps the real password from working while the account is locked, and lets other accounts sign in', async () => {
    const username = t.fixture.parent.username;
    for (let i = 0; i < accountLimit; i++) await fromAnywhere('/api/login', { username, password: 'wrong-guess-1' });
    const locked = await fromAnywhere('/api/login', { username, password: knownPassword });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).not.toHaveProperty('token');
    expect((await fromAnywhere('/api/login', { username: t.fixture.staff.username, password: knownPassword })).json()).toMatchObject({ status: 'success' });
  });

  it('answers 429 with the code on the per-IP limit too', async () => {
    const responses = [];
    for (let i = 0; i < 31; i++) {
      responses.push(await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { username: `x${i}@example.org` }, remoteAddress: '198.51.100.77' }));
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
    app = await buildApp({ env, database: opened.database, clientDir: `${opened.dataDir}/no-client`, logStream: stream });
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
    const channel = await app.inject({ method: 'POST', url: '/broadcasting/auth', headers: bearer(token), payload: { socket_id: '1.2', channel_name: `private-App.Models.User.${fixture.parent.id}` } });
    expect(channel.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(otherDevice) })).statusCode).toBe(200);
  });

  it('never writes a token, password or reset code into a log line, even on errors and at trace level', async () => {
    logLines.length = 0;
    const token = await signInAs(app, fixture.staff.username, knownPassword);
    await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    await app.inject({ method: 'GET', url: '/api/files/not-a-uuid', headers: bearer(token) });
    await app.inject({ method: 'POST', url: '/api/blackboard/0190f0f0-0000-7000-8000-000000000000/comment', headers: bearer(token), payload: { comment: 'a\u0000b' } });
    await app.inject({ method: 'POST', url: '/broadcasting/auth', headers: bearer(token), payload: 'socket_id=1.2&channel_name=private-nope' });
    await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}x` } });
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    await app.inject({ method: 'POST', url: '/api/reset-password', payload: { username: fixture.staff.username, code: '654321', password: knownPassword } });
    expect(logLines.length).toBeGreaterThan(10);
    const all = logLines.join('');
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.slice(0, 16));
    expect(all).not.toContain(knownPassword);
    expect(all).not.toContain('654321');
    // Request URLs are logged: the token must never be one of their parts.
    for (const line of logLines) {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      if (url) expect(url).not.toMatch(/token=|[A-Za-z0-9_-]{40,}/);
    }
  });
});
