import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';
import { openFromServiceWorker, waitForServiceWorkerControl } from './support/service-worker.ts';

const parent = 'eltern@sonnenblume.example';

async function absencesWithNote(request: APIRequestContext, token: string | null, note: string) {
  const answer = await request.get('/api/absence-history/', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).absences as { id: string; note: string }[]).filter((absence) => absence.note === note);
}

test('opens every locale path in new pages with no network once visited: shell from the service worker, data from the device', async ({ page, context }) => {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  // The first pull has landed: the device holds the user's absences.
  await page.goto('/absence-history');
  await expect(page.locator('[data-absence-id]').first()).toBeVisible();
  await page.close();

  await context.setOffline(true);
  const board = await context.newPage();
  await openFromServiceWorker(board, '/blackboard');
  await expect(board.getByRole('heading', { level: 1, name: 'Pinnwand' })).toBeVisible();
  await expect(board.getByText('Sie sind offline')).toBeVisible();

  const history = await context.newPage();
  await openFromServiceWorker(history, '/en/absence-history');
  await expect(history.getByRole('heading', { level: 1, name: 'Absence history' })).toBeVisible();
  await expect(history.locator('[data-absence-id]').first()).toBeVisible();
  await expect(history.locator('html')).toHaveAttribute('lang', 'en');

  const turkish = await context.newPage();
  await openFromServiceWorker(turkish, '/tr');
  await expect(turkish.getByRole('heading', { level: 1, name: /^Merhaba/ })).toBeVisible();
  await expect(turkish.locator('html')).toHaveAttribute('lang', 'tr');
  await context.setOffline(false);
});

test('sends an absence reported offline exactly once after the page was closed and opened again online', async ({ page, context, request }) => {
  const note = `e2e pwa ${randomUUID()}`;
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  await page.goto('/absence-history');
  await expect(page.locator('[data-absence-id]').first()).toBeVisible();
  const token = await storedToken(page);
  await page.close();

  await context.setOffline(true);
  const offline = await context.newPage();
  await openFromServiceWorker(offline, '/report-absence');
  await offline.getByRole('radio', { name: 'Mia' }).check();
  await offline.getByRole('button', { name: 'Heute', exact: true }).click();
  await offline.getByRole('radio', { name: 'Krank' }).check();
  await offline.getByLabel('Hinweis für die Kita (optional)').fill(note);
  await offline.getByRole('button', { name: 'Abwesenheit melden' }).click();
  const row = offline.locator('[data-absence-id]').filter({ hasText: 'Wartet auf Versand' });
  await expect(row).toHaveCount(1);
  const id = await row.getAttribute('data-absence-id');
  await offline.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/absence-history');
  await expect(again.locator(`[data-absence-id="${id}"]`)).toBeVisible();
  await expect(again.locator(`[data-absence-id="${id}"]`)).not.toContainText('Wartet auf Versand', { timeout: 20_000 });
  await expect.poll(async () => (await absencesWithNote(request, token, note)).map((absence) => absence.id), { timeout: 10_000 }).toEqual([id]);
  // Nothing arrives late a second time (the service worker's sync and the page drain under one lock, one key).
  await again.waitForTimeout(1_000);
  expect(await absencesWithNote(request, token, note)).toHaveLength(1);
});
