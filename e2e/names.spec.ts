import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerParent, signIn } from './support/accounts.ts';
import { startOwnServer } from './support/own-server.ts';

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Namen ändern' })).toBeVisible();
}

test('the sign-in and registration screens link to the imprint and the privacy page', async ({ page }) => {
  for (const screen of ['/login', '/register']) {
    await page.goto(screen);
    await page.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/imprint$/);
    await page.goto(screen);
    await page.getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page).toHaveURL(/\/data-protection$/);
  }
});

test('registration asks for the name, refuses a blank one, and the profile shows the name given', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Einladungscode').fill('SONNE-2026');
  await page.getByLabel('Ihr Name').fill('   ');
  await page.getByLabel('E-Mail-Adresse').fill(`name-${randomUUID().slice(0, 8)}@example.org`);
  await page.getByLabel('Passwort', { exact: true }).fill('Marien-Kaefer-5');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Ihr Name').fill('Ayşe Παπαδοπούλου');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await openProfile(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Ayşe Παπαδοπούλου' })).toBeVisible();
  await expect(page.getByTestId('ask-name')).toHaveCount(0);
});

test('the profile changes the name and the password; the password change signs out the other device', async ({
  page,
  request,
}) => {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await openProfile(page);

  const name = page.getByLabel('Ihr Name');
  await expect(name).toHaveValue('Eva Neumann');
  // Account settings are saved online only: offline the buttons are off and say why.
  await page.context().setOffline(true);
  await expect(page.getByRole('button', { name: 'Namen speichern' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
  await expect(page.getByText('Dafür brauchen Sie eine Verbindung. Sie sind offline.').first()).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'Namen speichern' })).toBeEnabled();
  await name.fill('  ');
  await page.getByRole('button', { name: 'Namen speichern' }).click();
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
  await name.fill('Eva Schmidt-Neumann');
  await page.getByRole('button', { name: 'Namen speichern' }).click();
  await expect(page.getByText('Ihr Name wurde gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Eva Schmidt-Neumann' })).toBeVisible();

  await page.getByLabel('Aktuelles Passwort', { exact: true }).fill('Falsch-Geraten-1');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Neue-Sonne-2027');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Das aktuelle Passwort ist nicht richtig.')).toBeVisible();
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveValue('Neue-Sonne-2027');

  await page.getByLabel('Aktuelles Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert. Ihre anderen Geräte wurden abgemeldet.')).toBeVisible();
  await expect(page.getByLabel('Aktuelles Passwort', { exact: true })).toHaveValue('');

  // The registration's token is the other device; this page stays signed in.
  const other = await request.get('/api/user', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(other.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Eva Schmidt-Neumann' })).toBeVisible();
  const again = await request.post('/api/login', { data: { username: account.username, password: 'Neue-Sonne-2027' } });
  expect((await again.json()).status).toBe('success');
});

/**
 * An account without a name, as an operator's `kita create-user` without --name makes (and every account made before
 * registration asked for one): a server of its own on a fresh database, because the journeys' server holds its
 * database locked and never makes such an account.
 */
test.describe('an account without a name', () => {
  const run = promisify(execFile);
  const port = Number(process.env.E2E_PORT ?? 8411) + 2;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kita-e2e-nameless-'));
  const env = { ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' };
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const kita = (...args: string[]) => run('npx', ['tsx', 'server/cli/main.ts', ...args], { env });
    await kita('create-kindergarten', '--name', 'Kita Pusteblume');
    await kita(
      'create-user',
      '--kindergarten',
      'Kita Pusteblume',
      '--username',
      'leitung@pusteblume.example',
      '--password',
      'Puste-Blume-2026',
      '--role',
      'admin',
    );
    server = await startOwnServer(port, env);
  });

  test.afterAll(async () => {
    server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('is asked for a name once, at the next start, and never again', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'leitung@pusteblume.example', 'Puste-Blume-2026');

    const dialog = page.getByRole('dialog', { name: 'Wie heißen Sie?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Ihr Name').fill('   ');
    await dialog.getByRole('button', { name: 'Namen speichern' }).click();
    await expect(dialog.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
    await dialog.getByLabel('Ihr Name').fill('Sabine Hoffmann');
    await dialog.getByRole('button', { name: 'Namen speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Ihr Name wurde gespeichert.')).toBeVisible();

    await page.reload();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Sabine Hoffmann' })).toBeVisible();
    await expect(page.getByTestId('ask-name')).toHaveCount(0);
    await context.close();
  });
});
