import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const parent = 'eltern@sonnenblume.example';
const staff = 'erzieherin@sonnenblume.example';

// Mia's record is shared demo data on a server that outlives one run of this journey (a retry, --repeat-each): each
// run adds a pickup person and a history entry, and after the first Sesam is already ticked (the entry then names
// the pickup persons alone), so nothing here may assume the seeded record or history.
test("a guardian updates Mia's allergies and pickup persons; staff open her card offline in one tap", async ({
  page,
  browser,
}) => {
  // Two sign-ins and a service worker install on a shared, slow machine.
  test.setTimeout(180_000);
  const helper = `Tante Frieda ${randomUUID().slice(0, 8)}`;

  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil' }).click();
  await page.getByRole('link', { name: 'Mia Schneider' }).click();
  // The first pull after sign-in may still be storing the kindergarten's rows.
  await expect(page.getByRole('heading', { level: 1, name: 'Mia Schneider' })).toBeVisible({ timeout: 45_000 });
  // The seeded history has the guardian's first entry: once it is listed, the history is loaded.
  const history = page.getByRole('listitem').filter({ hasText: /: .* hat .* geändert$/ });
  await expect(history.first()).toBeVisible();
  const pickupChanges = history.filter({ hasText: 'Abholberechtigte' });
  const earlierChanges = await pickupChanges.count();
  await page.getByRole('link', { name: 'Angaben bearbeiten' }).click();

  await page.getByRole('checkbox', { name: 'Sesam' }).check();
  const persons = page.getByRole('group', { name: 'Abholberechtigte', exact: true }).getByRole('group');
  await expect(persons.first()).toBeVisible();
  const personsBefore = await persons.count();
  await page.getByRole('button', { name: 'Abholberechtigte Person hinzufügen' }).click();
  const added = persons.nth(personsBefore);
  await added.getByLabel('Name').fill(helper);
  await added.getByLabel('Beziehung (z. B. Oma, Nachbar)').fill('Tante');
  // Garbage is refused at the field, in German, and nothing typed is lost.
  await added.getByLabel('Telefon').fill('ruf an');
  await page.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(added.getByText('Bitte geben Sie eine Telefonnummer mit 5 bis 15 Ziffern ein')).toBeVisible();
  await expect(added.getByLabel('Name')).toHaveValue(helper);
  await added.getByLabel('Telefon').fill('0176 555 12 34');
  await page.getByRole('button', { name: 'Angaben speichern' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mia Schneider' })).toBeVisible();
  await expect(page.locator('[data-allergen="sesame"]')).toBeVisible();
  await expect(page.getByText(helper)).toBeVisible();
  // Sent once the outbox is empty: the badge goes and the history lists the parent's change.
  await expect(page.getByText('Wartet auf Versand')).toBeHidden({ timeout: 20_000 });
  await expect(pickupChanges).toHaveCount(earlierChanges + 1);

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff, demoPassword);
  await expect(staffPage).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 60_000 });
  await staffPage.goto('/menu');
  const affected = staffPage.getByRole('region', { name: 'Kinder mit Allergie gegen das Essen dieses Tages' }).first();
  await expect(affected.getByRole('link', { name: 'Mia Schneider' })).toBeVisible({ timeout: 45_000 });
  await waitForServiceWorkerControl(staffPage);

  // On the outing: no network. The card opens in one tap from the device's synced rows.
  await staffContext.setOffline(true);
  await affected.getByRole('link', { name: 'Mia Schneider' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Mia Schneider' })).toBeVisible();
  await expect(staffPage.locator('[data-allergen="sesame"]')).toHaveText('Sesam');
  const pickup = staffPage.getByRole('listitem').filter({ hasText: helper });
  await expect(pickup).toContainText('Darf abholen');
  await expect(pickup.getByRole('link', { name: `${helper} anrufen: 0176 555 12 34` })).toHaveAttribute(
    'href',
    'tel:01765551234',
  );
  await expect(staffPage.getByRole('listitem').filter({ hasText: 'Herr Berger' })).toContainText('Darf NICHT abholen');
  await expect(
    staffPage.getByText('Den Änderungsverlauf sehen Sie, sobald dieses Gerät wieder online ist.'),
  ).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Angaben bearbeiten' })).toHaveCount(0);
  await staffContext.close();
});
