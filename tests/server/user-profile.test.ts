import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const oldPassword = 'Alte-Wiese-2025';
const newPassword = 'Neue-Wiese-2026';
let counter = 0;

describe.each(databaseTargets())('the profile: name and password (%s)', (target) => {
  const t = useTestApp(target);
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const userOf = async (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  /** A fresh account (no name, as accounts made before names were asked for), so changing it touches no other test. */
  async function newAccount() {
    const username = `profil-${t.fixture.tag}-${counter++}@example.org`.toLowerCase();
    await createRepositories(t.database.db).users.create({
      kindergartenId: t.fixture.kindergarten.id,
      username,
      passwordHash: await hashPassword(oldPassword),
      role: 'staff',
      language: 'de',
    });
    return { username, token: await signInAs(t.app, username, oldPassword) };
  }

  describe('POST /api/user/update-profile', () => {
    it('sets the name, trimmed, and GET /api/user reports it', async () => {
      const { token } = await newAccount();
      expect((await userOf(token)).json().name).toBe('');
      const response = await post('/api/user/update-profile', token, { name: '  Ayşe Παπαδοπούλου-Иванова ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'success',
        code: 'profile_updated',
        name: 'Ayşe Παπαδοπούλου-Иванова',
      });
      expect((await userOf(token)).json().name).toBe('Ayşe Παπαδοπούλου-Иванова');
    });

    it('refuses an empty, blank, missing or overlong name with 422 and keeps the old one', async () => {
      const { token } = await newAccount();
      await post('/api/user/update-profile', token, { name: 'Julia Becker' });
      for (const payload of [
        { name: '' },
        { name: '   ' },
        { name: '\t\n' },
        {},
        { name: 7 },
        { name: 'x'.repeat(101) },
      ]) {
        const response = await post('/api/user/update-profile', token, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().errors).toHaveProperty('name');
      }
      expect((await userOf(token)).json().name).toBe('Julia Becker');
    });
  });

  describe('POST /api/user/update-password', () => {
    it('refuses a wrong current password with 422 on current_password and keeps the old password', async () => {
      const { username, token } = await newAccount();
      const response = await post('/api/user/update-password', token, {
        current_password: 'Falsch-Passwort-1',
        password: newPassword,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('current_password');
      expect(await signInAs(t.app, username, oldPassword)).toEqual(expect.any(String));
    });

    it('applies the rule of registration to the new password', async () => {
      const { token } = await newAccount();
      for (const password of ['kurz-1', 'aaaaaaaaaaaa', 'abcdefghijkl']) {
        const response = await post('/api/user/update-password', token, { current_password: oldPassword, password });
        expect(response.statusCode, password).toBe(422);
        expect(response.json().errors).toHaveProperty('password');
      }
    });

    it('changes the password and signs out the other devices, but not this one', async () => {
      const { username, token } = await newAccount();
      const otherDevice = await signInAs(t.app, username, oldPassword);
      expect((await userOf(otherDevice)).statusCode).toBe(200);

      const response = await post('/api/user/update-password', token, {
        current_password: oldPassword,
        password: newPassword,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'success', code: 'password_updated' });

      expect((await userOf(token)).statusCode).toBe(200);
      expect((await userOf(otherDevice)).statusCode).toBe(401);
      const oldSignIn = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: oldPassword },
      });
      expect(oldSignIn.json().status).toBe('failed');
      expect(await signInAs(t.app, username, newPassword)).toEqual(expect.any(String));
    });
  });
});
