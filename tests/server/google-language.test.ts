import { describe, expect, it } from 'vitest';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('translation language: POST /api/user/update-google-language (%s)', (target) => {
  const t = useTestApp(target);
  const update = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/update-google-language',
      headers: bearer(token),
      payload: payload as object,
    });
  const userOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();

  it('stores one of the 12 languages and GET /api/user reports it', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    expect((await userOf(token)).google_translation_language).toBeNull();
    const response = await update(token, { iso: 'uk' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: expect.any(String),
      code: 'google_language_updated',
      google_translation_language: 'uk',
    });
    expect((await userOf(token)).google_translation_language).toBe('uk');
  });

  it("switches translation off with 'none' or null", async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    for (const off of ['none', null]) {
      await update(token, { iso: 'ru' });
      const response = await update(token, { iso: off });
      expect(response.json().google_translation_language).toBeNull();
      expect((await userOf(token)).google_translation_language).toBeNull();
    }
  });

  it('answers 422 for a language the app does not have', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    for (const payload of [{}, { iso: 'xx' }, { iso: 'DE' }, { iso: 7 }]) {
      const response = await update(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('iso');
    }
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/update-google-language', payload: { iso: 'en' } }))
        .statusCode,
    ).toBe(401);
  });
});
