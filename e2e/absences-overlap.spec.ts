import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';

const parent = 'eltern@sonnenblume.example';
const staff = 'erzieherin@sonnenblume.example';

type ApiAbsence = { id: string; child_id: string; from: string; to: string; note: string };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function absences(request: APIRequestContext, token: string | null): Promise<ApiAbsence[]> {
  const answer = await request.get('/api/absence-history/', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).absences as ApiAbsence[];
}

async function openHistory(page: Page, username: string) {
  await signIn(page, username, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/absence-history');
  await expect(page.locator('[data-absence-id]').first()).toBeVisible();
}

async function report(page: Page, children: string[], from: number, to: number, note: string) {
  await page.getByRole('main').getByRole('link', { name: 'Abwesenheit melden' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abwesenheit melden' })).toBeVisible();
  for (const name of children) await page.getByRole('checkbox', { name }).check();
  await page.getByLabel('Von').fill(day(from));
  await page.getByLabel('Bis (einschließlich)').fill(day(to));
  await page.getByRole('radio', { name: 'Krank' }).check();
  await page.getByLabel('Hinweis für die Kita (optional)').fill(note);
  await page.getByRole('button', { name: 'Abwesenheit melden' }).click();
}

test('a second report for the same days is refused: on the device offline, and by the server with 409', async ({
  page,
  context,
  request,
  browser,
}) => {
  await openHistory(page, parent);
  const token = await storedToken(page);

  // Mia, reported online: the device knows it, so the form itself says so, offline too.
  await report(page, ['Mia'], 50, 51, 'Ferien bei Oma');
  await expect(page).toHaveURL(/\/absence-history$/);
  await expect
    .poll(async () => (await absences(request, token)).filter((a) => a.note === 'Ferien bei Oma').length, {
      timeout: 20_000,
    })
    .toBe(1);
  const mias = (await absences(request, token)).find((a) => a.note === 'Ferien bei Oma')!;
  await context.setOffline(true);
  await report(page, ['Mia'], 51, 52, 'Noch einmal');
  await expect(page.getByLabel('Von')).toHaveAccessibleDescription(/Mia ist für .* bereits abgemeldet\./);
  await page.getByRole('link', { name: 'Stattdessen diese Meldung ändern' }).click();
  await expect(page).toHaveURL(new RegExp(`/absence-history/${mias.id}$`));

  // Paul, recorded by staff while this device is offline: only the server knows, and it refuses with 409.
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff, demoPassword);
  await expect(staffPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const staffToken = await storedToken(staffPage);
  await staffContext.close();
  const paulId = (await absences(request, token)).find((a) => a.child_id !== mias.child_id)?.child_id;
  expect(paulId).toBeTruthy();
  const recorded = await request.post('/api/staff/absences', {
    headers: { Authorization: `Bearer ${staffToken}` },
    data: { child_id: paulId, from: day(60), to: day(61), reason: 'sick', note: 'Angerufen' },
  });
  expect(recorded.ok()).toBe(true);
  const existingId = (await recorded.json()).absence.id as string;

  await page.getByRole('link', { name: 'Alle Abwesenheiten' }).click();
  await report(page, ['Paul'], 61, 62, 'Paul krank');
  await expect(page).toHaveURL(/\/absence-history$/);
  await context.setOffline(false);
  const row = page.locator('[data-absence-id]').filter({ hasText: 'Nicht gesendet' });
  await expect(row).toContainText(/Paul ist für .* bereits abgemeldet\./, { timeout: 20_000 });
  await row.click();
  await expect(page.getByText(/Paul ist für .* bereits abgemeldet\./).first()).toBeVisible();
  await page.getByRole('link', { name: 'Vorhandene Meldung öffnen' }).click();
  await expect(page).toHaveURL(new RegExp(`/absence-history/${existingId}$`));
  expect((await absences(request, token)).filter((a) => a.note === 'Paul krank')).toHaveLength(0);
});

test('withdrawing offline arrives once, and staff see the absence disappear live', async ({
  page,
  context,
  request,
  browser,
}) => {
  await openHistory(page, parent);
  const token = await storedToken(page);
  await report(page, ['Paul'], 0, 0, 'Wieder gesund');
  await expect
    .poll(async () => (await absences(request, token)).filter((a) => a.note === 'Wieder gesund').length, {
      timeout: 20_000,
    })
    .toBe(1);
  const { id } = (await absences(request, token)).find((a) => a.note === 'Wieder gesund')!;

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff, demoPassword);
  await expect(staffPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await staffPage.goto('/staff/today');
  const today = staffPage.locator('section[aria-labelledby="absent-today"]');
  await expect(today).toContainText('Wieder gesund');

  const withdrawals: number[] = [];
  // Back online, the service worker's `sync` may send it instead of the page, and its requests are not the page's:
  // the page may see none, but never two, and never a refusal.
  page.on('response', (response) => {
    if (response.request().method() === 'DELETE' && response.url().endsWith(`/api/absence-history/${id}`))
      withdrawals.push(response.status());
  });
  await context.setOffline(true);
  await page.locator(`[data-absence-id="${id}"]`).click();
  await page.getByTestId('withdraw-absence').click();
  await expect(page.getByRole('dialog', { name: 'Diese Abwesenheit zurückziehen?' })).toBeVisible();
  await page.getByTestId('withdraw-absence-confirm').click();
  await expect(page).toHaveURL(/\/absence-history$/);
  await expect(page.locator(`[data-absence-id="${id}"]`)).toHaveCount(0);
  await expect(page.getByText('1 Änderung wartet')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 Änderung wartet')).toBeHidden({ timeout: 20_000 });
  await expect(today).not.toContainText('Wieder gesund', { timeout: 20_000 });
  expect((await absences(request, token)).map((a) => a.id)).not.toContain(id);
  await page.waitForTimeout(1_000);
  expect(withdrawals.length).toBeLessThanOrEqual(1);
  expect(withdrawals.every((status) => status === 200)).toBe(true);
  await staffContext.close();
});

test('one report covers siblings with the same cold: one absence per child', async ({ page, request }) => {
  await openHistory(page, parent);
  const token = await storedToken(page);
  await report(page, ['Mia', 'Paul'], 80, 81, 'Beide erkältet');
  await expect(page).toHaveURL(/\/absence-history$/);
  await expect
    .poll(async () => (await absences(request, token)).filter((a) => a.note === 'Beide erkältet').length, {
      timeout: 20_000,
    })
    .toBe(2);
  const both = (await absences(request, token)).filter((a) => a.note === 'Beide erkältet');
  expect(new Set(both.map((a) => a.child_id)).size).toBe(2);
  expect(both.every((a) => a.from === day(80) && a.to === day(81))).toBe(true);
});
