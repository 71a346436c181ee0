import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resetPasswordResponseSchema } from '#contract/auth';
import { hashPassword } from '../../server/auth/password.ts';
import { passwordResets } from '../../server/db/schema/index.ts';
import { mailDirectory } from '../../server/mail/mailer.ts';
import { readLatestMail } from '../../server/mail/read-mail.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { resetCodeMailedBy } from './support/mailed-code.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const newPassword = 'Neues-Passwort-7';
let counter = 0;

describe.each(databaseTargets())('resetting a forgotten password (%s)', (target) => {
  const t = useTestApp(target);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  /** A user of their own per test, so attempts and tokens do not leak between tests. */
  async function newUser(language = 'de') {
    const username = `reset-${counter++}-${t.fixture.tag}@example.org`.toLowerCase();
    await createRepositories(t.database.db).users.create({
      kindergartenId: t.fixture.kindergarten.id,
      username,
      passwordHash: await hashPassword('Altes-Passwort-1'),
      role: 'parent',
      language,
    });
    return username;
  }
  const mailedCode = (username: string) =>
    resetCodeMailedBy(t.dataDir, username, async () => {
      expect((await post('/api/forgot-password', { username })).json()).toMatchObject({ status: 'success' });
    });

  it('mails a 6-digit code and sets the new password with it, signing the user in', async () => {
    const username = await newUser();
    const code = await mailedCode(username);
    const response = await post('/api/reset-password', { username, code, password: newPassword });
    expect(response.statusCode).toBe(200);
    const body = resetPasswordResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'success', token: expect.any(String), user: { username, role: 'parent' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token!) })).statusCode).toBe(
      200,
    );
    await expect(signInAs(t.app, username, newPassword)).resolves.toEqual(expect.any(String));
    await expect(signInAs(t.app, username, 'Altes-Passwort-1')).rejects.toThrow();
  });

  it('writes the mail in the user’s language with the code visible', async () => {
    const username = await newUser('tr');
    const code = await mailedCode(username);
    const mail = await readLatestMail(t.dataDir, username);
    expect(mail!.subject).toBe('Şifrenizi sıfırlama kodunuz');
    expect(mail!.text).toContain('Kodunuz:');
    expect(mail!.text).toContain(`    ${code}\n`);
  });

  it('answers forgot-password the same for an unknown address and writes no mail', async () => {
    const before = (await fs.readdir(mailDirectory(t.dataDir)).catch(() => [])).length;
    const known = await post('/api/forgot-password', { username: await newUser() });
    const unknown = await post('/api/forgot-password', { username: 'nobody-here@example.org' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(async () => (await fs.readdir(mailDirectory(t.dataDir)).catch(() => [])).length).toBe(before + 1);
    expect(await readLatestMail(t.dataDir, 'nobody-here@example.org')).toBeNull();
  });

  it('signs out every other session after a reset', async () => {
    const username = await newUser();
    const oldToken = await signInAs(t.app, username, 'Altes-Passwort-1');
    await post('/api/reset-password', { username, code: await mailedCode(username), password: newPassword });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldToken) })).statusCode).toBe(401);
  });

  it('answers failed with invalid_reset_code for a wrong code, and for a code used once already', async () => {
    const username = await newUser();
    const code = await mailedCode(username);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/api/reset-password', { username, code: wrong, password: newPassword })).json()).toMatchObject({
      status: 'failed',
      code: 'invalid_reset_code',
    });
    expect((await post('/api/reset-password', { username, code, password: newPassword })).json().status).toBe(
      'success',
    );
    expect(
      (await post('/api/reset-password', { username, code, password: 'Noch-ein-Passwort-8' })).json(),
    ).toMatchObject({ status: 'failed', code: 'invalid_reset_code' });
  });

  it('answers failed with invalid_reset_code for an unknown address', async () => {
    const response = await post('/api/reset-password', {
      username: 'nobody-here@example.org',
      code: '123456',
      password: newPassword,
    });
    expect(response.json()).toMatchObject({ status: 'failed', code: 'invalid_reset_code' });
  });

  it('accepts only the newest code when one was requested twice', async () => {
    const username = await newUser();
    const first = await mailedCode(username);
    const second = await mailedCode(username);
    if (first !== second) {
      expect((await post('/api/reset-password', { username, code: first, password: newPassword })).json().code).toBe(
        'invalid_reset_code',
      );
    }
    expect((await post('/api/reset-password', { username, code: second, password: newPassword })).json().status).toBe(
      'success',
    );
  });

  it('answers failed with too_many_attempts after 5 wrong tries, even for the right code', async () => {
    const username = await newUser();
    const code = await mailedCode(username);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/reset-password', { username, code: wrong, password: newPassword })).json().code).toBe(
        'invalid_reset_code',
      );
    }
    expect((await post('/api/reset-password', { username, code, password: newPassword })).json()).toMatchObject({
      status: 'failed',
      code: 'too_many_attempts',
    });
  });

  it('answers failed with reset_code_expired after 30 minutes', async () => {
    const username = await newUser();
    const code = await mailedCode(username);
    const user = await createRepositories(t.database.db).users.findByUsername(username);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user!.id));
    expect((await post('/api/reset-password', { username, code, password: newPassword })).json()).toMatchObject({
      status: 'failed',
      code: 'reset_code_expired',
    });
  });

  it('answers failed for a weak new password without spending an attempt', async () => {
    const username = await newUser();
    const code = await mailedCode(username);
    expect((await post('/api/reset-password', { username, code, password: 'short' })).json()).toMatchObject({
      status: 'failed',
      code: 'password_too_short',
    });
    const user = await createRepositories(t.database.db).users.findByUsername(username);
    const [reset] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user!.id));
    expect(reset!.attempts).toBe(0);
    expect(reset!.codeHash).not.toContain(code);
  });

  it('answers 422 for a code that is not 6 digits', async () => {
    const response = await post('/api/reset-password', {
      username: 'a@example.org',
      code: '12ab',
      password: newPassword,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual([expect.any(String)]);
  });
});
