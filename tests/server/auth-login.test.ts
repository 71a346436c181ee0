import { describe, expect, it } from 'vitest';
import { userResponseSchema } from '#contract/user';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('signing in and out (%s)', (target) => {
  const t = useTestApp(target);
  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });

  it('answers success with an opaque token for the right password', async () => {
    const response = await login({ username: t.fixture.parent.username, password: knownPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', message: expect.any(String) });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the username in any letter case', async () => {
    const response = await login({ username: t.fixture.parent.username.toUpperCase(), password: knownPassword });
    expect(response.json().status).toBe('success');
  });

  it('answers failed with invalid_credentials for a wrong password', async () => {
    const response = await login({ username: t.fixture.parent.username, password: 'Wrong-password-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'failed', message: expect.any(String), code: 'invalid_credentials' });
  });

  it('answers the same for an unknown username as for a wrong password', async () => {
    const response = await login({ username: 'nobody@loewenzahn.example', password: knownPassword });
    expect(response.json()).toEqual({ status: 'failed', message: expect.any(String), code: 'invalid_credentials' });
  });

  it('answers 422 with Laravel field errors for malformed input', async () => {
    const response = await login({ username: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors).sort()).toEqual(['password', 'username']);
    expect(body.errors.username).toEqual([expect.any(String)]);
  });

  it('answers 422 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: { body: [expect.any(String)] } });
  });

  it('stores only the SHA-256 of a token', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const { tokens } = await import('../../server/db/schema/index.ts');
    const rows = await t.database.db.select({ hash: tokens.tokenHash }).from(tokens);
    expect(rows.some((row) => row.hash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    expect(rows.some((row) => row.hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('returns the user with kindergarten and children with their groups', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const user = userResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      id: t.fixture.parent.id,
      username: t.fixture.parent.username,
      role: 'parent',
      language_iso: 'tr',
      push_notification: false,
      google_translation_language: null,
      kindergarten: { id: t.fixture.kindergarten.id, name: t.fixture.kindergarten.name },
      children: [
        {
          id: t.fixture.children.mia.id,
          first_name: 'Mia',
          last_name: 'Berg',
          group: { id: t.fixture.group.id, name: 'Igel' },
        },
      ],
    });
  });

  it('answers 401 Unauthenticated without a token or with an unknown one', async () => {
    for (const headers of [{}, bearer('x'.repeat(43)), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('revokes the token on logout and keeps other sessions', async () => {
    const first = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const second = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toMatchObject({ status: 'success' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(second) })).statusCode).toBe(200);
  });

  it('saves the interface language', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-language',
      headers: bearer(token),
      payload: { iso: 'uk' },
    });
    expect(update.json()).toEqual({
      status: 'success',
      code: 'language_updated',
      message: expect.any(String),
      language_iso: 'uk',
    });
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(user.json().language_iso).toBe('uk');
  });

  it('answers 422 for a language that is not one of the 12', async () => {
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-language',
      headers: bearer(token),
      payload: { iso: 'xx' },
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors.iso).toEqual([expect.any(String)]);
  });
});
