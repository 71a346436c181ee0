import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const staff = 'erzieherin@sonnenblume.example';
const admin = 'leitung@sonnenblume.example';

// Elif's record is seeded and no journey changes it; another journey registers an "Elif Yılmaz", which a name
// match that is not exact also finds. The roll call is this run's own (its outing's name); the
// children it ticks may already be present from another roll call of the day (the seeded one, an earlier run), so
// what shows it arrived is the outing's row and lines, and the attendance must still list each child once.
const ticked = ['Jonas Koch', 'Lina Schäfer', 'Sofia Richter'];

test("on an outing without network, staff open Elif's card and take the roll call; back online the office sees each child once", async ({
  page,
  browser,
}) => {
  // Two sign-ins and a service worker install on a shared, slow machine.
  test.setTimeout(180_000);
  const outing = `Stadtbibliothek ${randomUUID().slice(0, 6)}`;

  await signIn(page, staff, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 60_000 });
  await page.goto('/staff/today');
  const attendance = page.getByTestId('day-attendance');
  // The first pull after sign-in may still be storing the kindergarten's rows.
  await expect(attendance.getByRole('link', { name: 'Elif Yilmaz', exact: true })).toBeVisible({ timeout: 45_000 });
  await waitForServiceWorkerControl(page);

  // The office's device, open on the same day's overview before the outing leaves.
  const office = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const officePage = await office.newPage();
  await signIn(officePage, admin, demoPassword);
  await expect(officePage).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 60_000 });
  await officePage.goto('/staff/today');
  const officeAttendance = officePage.getByTestId('day-attendance');
  await expect(officeAttendance.getByRole('link', { name: 'Sofia Richter' })).toBeVisible({ timeout: 45_000 });
  await expect(officeAttendance.getByRole('listitem').filter({ hasText: outing })).toHaveCount(0);

  await page.context().setOffline(true);
  await attendance.getByRole('link', { name: 'Elif Yilmaz', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elif Yilmaz', exact: true })).toBeVisible();
  await expect(page.locator('[data-allergen="fish"]')).toHaveText('Fisch');
  await expect(page.getByRole('link', { name: 'Ayşe Yılmaz anrufen: 0176 3344556' })).toHaveAttribute(
    'href',
    'tel:01763344556',
  );
  await expect(page.getByRole('link', { name: 'Mehmet Yılmaz anrufen: 0172 7788990' })).toHaveAttribute(
    'href',
    'tel:01727788990',
  );
  await page.getByRole('button', { name: 'Zurück' }).click();

  await attendance.getByRole('link', { name: 'Anwesenheit erfassen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anwesenheit erfassen' })).toBeVisible();
  await page.getByRole('radio', { name: 'Marienkäfer' }).check();
  // Every child's row is a touch target of its own: a teacher with a child on each hand taps them.
  const rows = page.locator('.roll-call-pick > li');
  await expect(rows.first()).toBeVisible();
  for (const box of await rows.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height)))
    expect(box).toBeGreaterThanOrEqual(44);
  await page.getByLabel('Ausflug (optional)').fill(outing);
  await page.getByRole('button', { name: 'Anwesenheit beginnen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Anwesenheit: ${outing}` })).toBeVisible();
  const lines = page.getByRole('list', { name: outing });
  const listed = await lines.getByRole('listitem').count();
  expect(listed).toBeGreaterThanOrEqual(ticked.length);
  for (const name of ticked) {
    const tick = lines.getByRole('button', { name: new RegExp(`^${name}`) });
    await tick.click();
    await expect(tick).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText(`${ticked.length} von ${listed} da`)).toBeVisible();
  await page.getByLabel('Notiz zu dieser Anwesenheitsliste').fill('Alle mit Warnweste, zurück um 11:30.');
  await page.getByRole('button', { name: 'Anwesenheit abschließen' }).click();
  await expect(page.getByTestId('roll-call-closed')).toBeVisible();

  await page.context().setOffline(false);

  // The office sees the outing arrive once, closed, and each ticked child once, as present.
  const outingRow = officeAttendance.getByRole('listitem').filter({ hasText: outing });
  await expect(outingRow).toHaveCount(1, { timeout: 45_000 });
  await expect(outingRow).toContainText(`${ticked.length} von ${listed} da · Abgeschlossen`);
  const present = officeAttendance.locator('.attendance-state[data-state="present"]');
  for (const name of ticked) {
    await expect(present.getByText(name, { exact: true })).toHaveCount(1);
    await expect(officeAttendance.getByText(name, { exact: true })).toHaveCount(1);
  }
  await outingRow.getByRole('link').click();
  const officeLines = officePage.getByRole('list', { name: outing });
  await expect(officeLines.getByRole('listitem')).toHaveCount(listed);
  for (const name of ticked)
    await expect(officeLines.getByRole('listitem').filter({ hasText: name })).toHaveAttribute('data-state', 'present');
  await expect(officePage.getByText('Alle mit Warnweste, zurück um 11:30.')).toBeVisible();
  await office.close();
});
