import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const parent = 'eltern@sonnenblume.example';
const staff = 'erzieherin@sonnenblume.example';

type ApiAbsence = { id: string; child_id: string; from: string; to: string; reason: string; note: string };

async function absencesWithNote(request: APIRequestContext, token: string | null, note: string): Promise<ApiAbsence[]> {
  const answer = await request.get('/api/absence-history/', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).absences as ApiAbsence[]).filter((absence) => absence.note === note);
}

/** Signs in as the demo parent and opens the report form once online (its chunks load; the first pull lands). */
async function openReportFormAsParent(page: Page) {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.getByRole('main').getByRole('link', { name: 'Abwesenheiten' }).click();
  await expect(page.locator('[data-absence-id]').first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Abwesenheit melden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abwesenheit melden' })).toBeVisible();
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A child is reported absent once per day: each journey reports Mia on a day of its own (`offset` from today). */
async function reportForMia(page: Page, note: string, offset: number) {
  await page.getByRole('checkbox', { name: 'Mia' }).check();
  await page.getByLabel('Von').fill(day(offset));
  await page.getByLabel('Bis (einschließlich)').fill(day(offset));
  await page.getByRole('radio', { name: 'Krank' }).check();
  await page.getByLabel('Hinweis für die Kita (optional)').fill(note);
  await page.getByRole('button', { name: 'Abwesenheit melden' }).click();
  await expect(page).toHaveURL(/\/absence-history$/);
}

// These journeys stay in one page load; opening the app anew while offline is e2e/pwa-offline.spec.ts.
test('keeps an absence reported offline and sends it once when back online; staff see it', async ({
  page,
  context,
  request,
  browser,
}) => {
  const note = `e2e offline ${randomUUID()}`;
  await openReportFormAsParent(page);
  // The detail screen's code comes from the precache once offline.
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sie sind offline' })).toBeVisible();
  await reportForMia(page, note, 30);

  const row = page.locator('[data-absence-id]').filter({ hasText: 'Mia' }).filter({ hasText: 'Wartet auf Versand' });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 Änderung wartet')).toBeVisible();
  await expect(page.getByText('Sie sind offline')).toBeVisible();
  const id = await row.getAttribute('data-absence-id');

  // Still offline: the detail opens from the device's data (its code was fetched while online).
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abwesenheit von Mia' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Wartet auf Versand')).toBeVisible();
  await page.getByRole('link', { name: 'Alle Abwesenheiten' }).click();

  await context.setOffline(false);
  await expect(page.getByText('Sie sind offline')).toBeHidden();
  // "Waiting" turns into "sending" before the answer is in: the server is asked until it holds the report, once.
  const token = await storedToken(page);
  await expect
    .poll(async () => (await absencesWithNote(request, token, note)).map((absence) => absence.id), { timeout: 20_000 })
    .toEqual([id]);
  await expect(page.locator(`[data-absence-id="${id}"]`)).not.toContainText('Wartet auf Versand');
  await expect(page.getByText('1 Änderung wartet')).toBeHidden();

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff, demoPassword);
  await expect(staffPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await staffPage.goto('/absence-history');
  await expect(staffPage.locator(`[data-absence-id="${id}"]`)).toContainText('Mia');
  await staffContext.close();
});

test('ends with exactly one absence when the server answers 500 twice before it takes the report', async ({
  page,
  request,
}) => {
  const note = `e2e flaky ${randomUUID()}`;
  await openReportFormAsParent(page);

  // The first two deliveries fail on the server's side; the outbox must retry with the same Idempotency-Key.
  const keys: string[] = [];
  await page.route('**/api/report-absence', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length <= 2)
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' });
    return route.continue();
  });
  await reportForMia(page, note, 32);

  await expect
    .poll(async () => (await absencesWithNote(request, await storedToken(page), note)).length, { timeout: 30_000 })
    .toBe(1);
  expect(keys.length).toBeGreaterThanOrEqual(3);
  expect(new Set(keys).size).toBe(1);
  await expect(page.getByText(/Änderung(en)? wartet/)).toBeHidden({ timeout: 20_000 });
  // Nothing more arrives later: still exactly one.
  await page.waitForTimeout(1_000);
  expect(await absencesWithNote(request, await storedToken(page), note)).toHaveLength(1);
});

test('shows a report the server refused with its reason, and sends it after an edit', async ({
  page,
  context,
  request,
}) => {
  const note = `e2e refused ${randomUUID()}`;
  await openReportFormAsParent(page);
  await context.setOffline(true);
  await reportForMia(page, note, 34);

  // A rule the form enforces but the server must too: the queued body is changed behind the form's back.
  await page.evaluate(async (marker) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('kita');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const transaction = database.transaction('outbox', 'readwrite');
    const store = transaction.objectStore('outbox');
    const entries = await new Promise<{ body: { note?: string; to?: string } }[]>((resolve) => {
      const all = store.getAll();
      all.onsuccess = () => resolve(all.result);
    });
    const entry = entries.find((candidate) => candidate.body.note === marker)!;
    store.put({ ...entry, body: { ...entry.body, to: '2000-01-01' } });
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    database.close();
  }, note);
  await context.setOffline(false);

  const row = page.locator('[data-absence-id]').filter({ hasText: 'Nicht gesendet' });
  await expect(row).toContainText('Das Enddatum darf nicht vor dem Startdatum liegen.', { timeout: 20_000 });
  await expect(page.getByText('1 Änderung nicht gesendet')).toBeVisible();
  await row.click();

  await expect(page.getByRole('heading', { name: 'Abwesenheit von Mia' })).toBeVisible();
  await expect(page.getByText('Nicht gesendet: Der Server der Kita hat diese Meldung abgelehnt')).toBeVisible();
  await expect(page.getByLabel('Bis (einschließlich)')).toHaveAccessibleDescription(
    /Das Enddatum darf nicht vor dem Startdatum liegen/,
  );
  await page.getByLabel('Hinweis für die Kita (optional)').fill(`${note} korrigiert`);
  await page.getByRole('button', { name: 'Speichern und erneut senden' }).click();

  await expect(page.getByText('Nicht gesendet: Der Server')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('Wartet auf Versand')).toBeHidden({ timeout: 20_000 });
  const token = await storedToken(page);
  await expect.poll(async () => (await absencesWithNote(request, token, `${note} korrigiert`)).length).toBe(1);
  expect(await absencesWithNote(request, token, note)).toHaveLength(0);
});

test('checks the dates in the form and keeps what was typed', async ({ page }) => {
  await openReportFormAsParent(page);
  await page.getByLabel('Hinweis für die Kita (optional)').fill('Bleibt stehen');
  await page.getByLabel('Von').fill(day(10));
  await page.getByLabel('Bis (einschließlich)').fill(day(9));
  await page.getByRole('button', { name: 'Abwesenheit melden' }).click();

  await expect(page.getByText('Bitte wählen Sie ein Kind aus.')).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie einen Grund aus.')).toBeVisible();
  await expect(page.getByLabel('Bis (einschließlich)')).toHaveAccessibleDescription(
    'Das Enddatum darf nicht vor dem Startdatum liegen.',
  );
  await expect(page.getByLabel('Hinweis für die Kita (optional)')).toHaveValue('Bleibt stehen');
  await expect(page).toHaveURL(/\/report-absence$/);
});

test('an absence id that is not a UUID shows the 404 page', async ({ page }) => {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/absence-history/not-an-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
});
