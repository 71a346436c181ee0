import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locales } from '#contract/locales';
import { buildApp } from '../../server/app.ts';
import { createMailer, mailDirectory, type MailMessage, type Mailer } from '../../server/mail/mailer.ts';
import { passwordResetMail, passwordResetMailLocales } from '../../server/mail/password-reset-mail.ts';
import { readLatestMail, readLatestResetCode } from '../../server/mail/read-mail.ts';
import { testEnv, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const silentLog = { info: () => {} };

describe('the password-reset mail', () => {
  it('exists in all 12 languages, each its own text with the code on a line of its own', () => {
    expect([...passwordResetMailLocales].sort()).toEqual([...locales].sort());
    const subjects = new Set(locales.map((locale) => passwordResetMail(locale, '482913', 30).subject));
    expect(subjects.size).toBe(12);
    for (const locale of locales) {
      const mail = passwordResetMail(locale, '482913', 30);
      expect(mail.text, locale).toContain('\n    482913\n');
      expect(mail.text, locale).toContain('30');
    }
  });

  it('falls back to German for an unknown language', () => {
    expect(passwordResetMail('xx', '000001', 30)).toEqual(passwordResetMail('de', '000001', 30));
  });
});

describe('writing mail to DATA_DIR/mail without SMTP', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

  it('writes one .eml per mail that reads back in every language', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-mail-'));
    dirs.push(dataDir);
    const logged: string[] = [];
    const mailer = createMailer(testEnv(dataDir), { info: (_details, message) => logged.push(message) });
    for (const [index, locale] of locales.entries()) {
      const code = String(100000 + index);
      await mailer.send({ to: `${locale}@example.org`, ...passwordResetMail(locale, code, 30) });
      const stored = await readLatestMail(dataDir, `${locale}@example.org`);
      expect(stored?.subject, locale).toBe(passwordResetMail(locale, code, 30).subject);
      expect(stored?.text, locale).toBe(passwordResetMail(locale, code, 30).text);
      expect(await readLatestResetCode(dataDir, `${locale.toUpperCase()}@example.org`), locale).toBe(code);
    }
    expect((await fs.readdir(mailDirectory(dataDir))).filter((f) => f.endsWith('.eml'))).toHaveLength(12);
    expect(logged).toHaveLength(12);
  });

  it('finds nothing for an address that got no mail', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-mail-'));
    dirs.push(dataDir);
    await createMailer(testEnv(dataDir), silentLog).send({
      to: 'anna@example.org',
      subject: 'Hallo',
      text: 'Code 123456',
    });
    expect(await readLatestResetCode(dataDir, 'nna@example.org')).toBeNull();
    expect(await readLatestResetCode(path.join(dataDir, 'missing'), 'anna@example.org')).toBeNull();
  });
});

describe.each(databaseTargets())('the app with a given mailer (%s)', (target) => {
  const t = useTestApp(target);

  it('sends the reset mail through the mailer it was built with', async () => {
    const sent: MailMessage[] = [];
    const app = await buildApp({ env: t.env, database: t.database, mailer: { send: async (m) => void sent.push(m) } });
    try {
      await app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { username: t.fixture.parent.username },
      });
      // Mailed after the answer, so answering takes as long for an unknown address.
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]).toMatchObject({
        to: t.fixture.parent.username,
        subject: passwordResetMail('tr', '000000', 30).subject,
      });
    } finally {
      await app.close();
    }
  });

  it('still answers forgot-password with success when the mail cannot be sent', async () => {
    const broken: Mailer = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const app = await buildApp({ env: t.env, database: t.database, mailer: broken });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { username: t.fixture.parent.username },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'success' });
    } finally {
      await app.close();
    }
  });
});
