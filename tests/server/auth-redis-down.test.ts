import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { countersUnavailableLog } from '../../server/auth/redis-guard.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { testEnv } from './support/test-app.ts';
import { openTestDatabase, type TestDatabase } from './support/test-database.ts';

/** A loopback port with nothing listening on it: the Redis that does not answer. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('sign-in, registration and reset while REDIS_URL names a Redis that does not answer', () => {
  let opened: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase('pglite');
    const logStream = { write: (line: string) => void logLines.push(JSON.parse(line)) };
    app = await buildApp({
      env: testEnv(opened.dataDir, {
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
        LOG_LEVEL: 'info',
        AUTH_ACCOUNT_RATE_LIMIT: '3',
      }),
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
      logStream,
    });
    await app.ready();
    fixture = await createFixture(opened.database.db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
  });

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.7', headers: { 'accept-language': 'de' } });
  const refusal = {
    status: 'failed',
    code: 'auth_unavailable',
    message: 'Signing in is not possible at the moment. Please try again in a few minutes.',
  };

  it('refuses every guess with 503 and a code the client translates, rather than counting nothing', async () => {
    for (let guess = 0; guess < 6; guess++) {
      const answer = await post('/api/login', { username: fixture.parent.username, password: `wrong-${guess}` });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(refusal);
    }
    // Even the right password: whether it is right is not looked at while failures cannot be counted.
    const right = await post('/api/login', { username: fixture.parent.username, password: knownPassword });
    expect(right.statusCode).toBe(503);
    expect(right.json()).not.toHaveProperty('token');
  });

  it('refuses registration and the password reset the same way', async () => {
    const register = await post('/api/register', {
      username: 'new-parent@example.org',
      name: 'New Parent',
      password: 'a-long-passw0rd',
      code: 'NO-SUCH-CODE',
      accept_terms_and_conditions: true,
    });
    const forgot = await post('/api/forgot-password', { username: fixture.parent.username });
    const reset = await post('/api/reset-password', {
      username: fixture.parent.username,
      code: '123456',
      password: 'a-long-passw0rd',
    });
    for (const answer of [register, forgot, reset]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(refusal);
    }
  });

  it('says so in the log once, at error, however many calls it refused or reconnections it tried', () => {
    const errors = logLines.filter((line) => line.level >= 50).map((line) => line.msg);
    expect(errors.filter((msg) => msg === countersUnavailableLog)).toHaveLength(1);
    // Presence has its own connection and its own single line; nothing is said per request or per retry.
    expect(errors.sort()).toEqual([countersUnavailableLog, 'presence unavailable: Redis does not answer'].sort());
  });
});
