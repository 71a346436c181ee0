import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readLatestResetCode } from '../../server/mail/read-mail.ts';

export const demoPassword = 'kita-demo-2026';

/** The DATA_DIR of the server under test (playwright.config.ts), where the mails are written. */
export const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
};

/** A new parent of Kita Sonnenblume, registered through the real API, so journeys that change an account don't touch the demo sign-ins. */
export async function registerParent(request: APIRequestContext, language = 'de', name = 'Eva Neumann') {
  const username = `e2e-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'Sonnen-Blume-7';
  const answer = await request.post('/api/register', {
    data: { username, name, password, code: 'SONNE-2026', accept_terms_and_conditions: true },
    headers: { 'Accept-Language': language },
  });
  expect(answer.ok()).toBe(true);
  const body = await answer.json();
  expect(body.status).toBe('success');
  return { username, password, token: body.token as string };
}

/** Signs in through the login screen of the given locale prefix ('' for German). */
export async function signIn(page: Page, username: string, password: string, prefix = '') {
  await page.goto(`${prefix}/login`);
  await page.getByLabel(prefix === '/en' ? 'E-mail address' : 'E-Mail-Adresse').fill(username);
  await page.getByLabel(prefix === '/en' ? 'Password' : 'Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: prefix === '/en' ? 'Sign in' : 'Anmelden' }).click();
}

export async function latestResetCode(username: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => (code = await readLatestResetCode(dataDir(), username)), { timeout: 10_000 })
    .toMatch(/^\d{6}$/);
  return code!;
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}
