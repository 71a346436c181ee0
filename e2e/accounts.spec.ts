import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoPassword, latestResetCode, registerParent, signIn, storedToken } from './support/accounts.ts';

test('registers with the invite code SONNE-2026 and lands on the start page', async ({ page }) => {
  const username = `neu-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/register');
  await page.getByLabel('Ihr Name').fill('Lena Neumann');
  await page.getByLabel('E-Mail-Adresse').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill('Marien-Kaefer-5');
  await page.getByLabel('Einladungscode').fill('SONNE-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hallo');
  await expect(page.getByText('Kita Sonnenblume').first()).toBeVisible();
});

test('says what is wrong with an unknown invite code and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Ihr Name').fill('Jemand Neues');
  await page.getByLabel('E-Mail-Adresse').fill('jemand@example.org');
  await page.getByLabel('Passwort', { exact: true }).fill('Marien-Kaefer-5');
  await page.getByLabel('Einladungscode').fill('FALSCH-1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page.getByText('Dieser Einladungscode ist ungültig.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('jemand@example.org');
});

test('signs in as familie.yilmaz and lands on the Turkish start page', async ({ page }) => {
  await signIn(page, 'familie.yilmaz@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/\/tr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText('Elif').first()).toBeVisible();
});

test('resets a forgotten password with the code from the mail', async ({ page, request }) => {
  const account = await registerParent(request);
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail-Adresse').fill(account.username);
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  const code = await latestResetCode(account.username);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(account.username);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Neues Passwort').fill('Regen-Bogen-88');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // The new password works, the old one no longer does.
  const old = await request.post('/api/login', { data: { username: account.username, password: account.password } });
  expect((await old.json()).status).toBe('failed');
  const fresh = await request.post('/api/login', { data: { username: account.username, password: 'Regen-Bogen-88' } });
  expect((await fresh.json()).status).toBe('success');
});

test('signs out: the token is revoked and the start page needs a sign-in again', async ({ page, request }) => {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const token = await storedToken(page);

  await page.getByRole('button', { name: 'Kontomenü' }).click();
  await page
    .getByRole('menuitem', { name: 'Abmelden' })
    .or(page.getByRole('button', { name: 'Abmelden' }))
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();

  const after = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired token (401) returns to the sign-in page', async ({ page, request }) => {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // The token dies on the server (signed out on another device); the next start of the app notices.
  const token = await storedToken(page);
  await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});
