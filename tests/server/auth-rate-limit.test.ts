import { describe, expect, it } from 'vitest';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const limit = 3;

describe.each(databaseTargets())('rate limits on the visitor calls (%s)', (target) => {
  const t = useTestApp(target, { env: { AUTH_RATE_LIMIT: String(limit) } });

  const calls: Record<string, () => object> = {
    '/api/login': () => ({ username: 'nobody@example.org', password: 'whatever-1' }),
    '/api/register': () => ({
      username: 'nobody@example.org',
      name: 'Niemand',
      password: 'whatever-1',
      code: 'NOPE',
      accept_terms_and_conditions: true,
    }),
    '/api/forgot-password': () => ({ username: 'nobody@example.org' }),
    '/api/reset-password': () => ({ username: 'nobody@example.org', code: '123456', password: 'Whatever-123' }),
  };

  for (const [url, payload] of Object.entries(calls)) {
    it(`answers 429 with a message once ${url} was called ${limit} times in a minute from one address`, async () => {
      for (let i = 0; i < limit; i++) {
        const response = await t.app.inject({ method: 'POST', url, payload: payload(), remoteAddress: '203.0.113.7' });
        expect(response.statusCode).toBe(200);
      }
      const limited = await t.app.inject({ method: 'POST', url, payload: payload(), remoteAddress: '203.0.113.7' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: expect.stringContaining('Too many attempts'),
        code: 'too_many_attempts',
      });
      const otherAddress = await t.app.inject({
        method: 'POST',
        url,
        payload: payload(),
        remoteAddress: '203.0.113.8',
      });
      expect(otherAddress.statusCode).toBe(200);
    });
  }

  it('does not limit signed-in calls', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    for (let i = 0; i < limit + 2; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
