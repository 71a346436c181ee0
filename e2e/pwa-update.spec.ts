import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { startSwitchableClientServer, type SwitchableClientServer } from './support/switchable-client-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildIdOf = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'builds', 'latest.json'), 'utf8')) as { buildId: string }).buildId;

let newBuildDir: string;
let server: SwitchableClientServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The deployed version is dist/ (what the suite runs on); the next one is a second production build.
  newBuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kita-next-build-'));
  execFileSync('npx', ['vite', 'build', '--outDir', newBuildDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'pipe',
    timeout: 200_000,
  });
  server = await startSwitchableClientServer(path.join(root, 'dist'), test.info().project.use.baseURL!);
});

test.afterAll(async () => {
  await server?.close();
  if (newBuildDir) fs.rmSync(newBuildDir, { recursive: true, force: true });
});

test('a waiting new version is offered, reloads the page once onto the new build and keeps a pending change', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const oldBuild = buildIdOf(path.join(root, 'dist'));
  const newBuild = buildIdOf(newBuildDir);
  expect(newBuild).not.toBe(oldBuild);

  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => loads++);
  await signIn(page, 'eltern@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('build-id')).toContainText(oldBuild);

  // A report the server cannot take yet (502: retried later) waits in the outbox across the update.
  const note = `e2e update ${randomUUID()}`;
  server.refuseWrites = true;
  await page.goto('/report-absence');
  await page.getByRole('checkbox', { name: 'Mia' }).check();
  // A day of this journey's own: a child is reported absent once per day, and other journeys report Mia too.
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Von').fill(day);
  await page.getByLabel('Bis (einschließlich)').fill(day);
  await page.getByRole('radio', { name: 'Krank' }).check();
  await page.getByLabel('Hinweis für die Kita (optional)').fill(note);
  await page.getByRole('button', { name: 'Abwesenheit melden' }).click();
  const pending = page.locator('[data-absence-id]').filter({ hasText: 'Wartet auf Versand' });
  await expect(pending).toHaveCount(1);
  const id = await pending.getAttribute('data-absence-id');

  // Deploy; the app looks again when it comes back to the foreground.
  server.serve(newBuildDir);
  const loadsBefore = loads;
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('Eine neue Version von Kita ist bereit.', { timeout: 30_000 });
  await prompt.getByRole('button', { name: 'Jetzt aktualisieren' }).click();

  await expect(page.getByTestId('build-id')).toContainText(newBuild, { timeout: 30_000 });
  await expect(page.getByTestId('update-prompt')).toBeHidden();
  await expect(page.locator(`[data-absence-id="${id}"]`)).toContainText('Wartet auf Versand');
  await page.waitForTimeout(2_000);
  expect(loads - loadsBefore, 'exactly one reload').toBe(1);

  // The kept change goes out once the server takes writes again.
  server.refuseWrites = false;
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  // The row's label goes from "waiting" to "sending" before the answer is in: the server is asked until it holds it.
  const token = await storedToken(page);
  const stored = async () => {
    const answer = await page.request.get('/api/absence-history/', { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()).absences as { id: string; note: string }[])
      .filter((absence) => absence.note === note)
      .map((absence) => absence.id);
  };
  await expect.poll(stored, { timeout: 20_000 }).toEqual([id]);
  const row = page.locator(`[data-absence-id="${id}"]`);
  await expect(row).not.toContainText('Wartet auf Versand');
  await expect(row).not.toContainText('Wird gesendet');
  expect(await stored()).toEqual([id]);
  await context.close();
});
