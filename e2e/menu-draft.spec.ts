import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';

// Staff and a parent of the same kindergarten, each in their own browser context, in German (no locale prefix).
const staff = 'erzieherin@sonnenblume.example';
// A German-reading parent: a parent with a translation language would read the dishes machine-translated.
const parent = 'eltern@sonnenblume.example';

/** Monday of the week `weeks` from now, in the browser's (= this machine's) calendar. */
function mondayIn(weeks: number): string {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + weeks * 7);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}

async function signedInPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  const page = await context.newPage();
  await signIn(page, username, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The parent's menu of next week as the device shows it, after a fresh start (which pulls). */
async function parentsNextMonday(page: Page) {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Nächste Woche' }).click();
  return page.locator(`.menu-day[data-date="${mondayIn(1)}"]`);
}

test('a copied menu stays a draft: parents keep the published week until staff publish, and read allergens in their language', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staffPage = await signedInPage(browser, staff);
  const parentPage = await signedInPage(browser, parent);
  const parentToken = (await storedToken(parentPage))!;
  const parentLunchByApi = async () => {
    const answer = await parentPage.request.post('/api/menu', {
      headers: { Authorization: `Bearer ${parentToken}` },
      data: { startDate: mondayIn(1), endDate: mondayIn(1) },
    });
    return ((await answer.json()).menu as { lunch: string }[])[0]?.lunch;
  };

  // What parents see of next week now, and what staff have this week (the week the copy takes).
  const published = await parentLunchByApi();
  expect(published).toBeTruthy();
  await expect((await parentsNextMonday(parentPage)).getByText(published!)).toBeVisible();

  await staffPage.goto('/staff/menu');
  const thisMonday = staffPage.getByTestId(`menu-day-${mondayIn(0)}`);
  const copiedLunch = await thisMonday.locator('textarea').nth(1).inputValue();
  expect(copiedLunch).not.toBe(published);

  await staffPage.getByRole('button', { name: 'Nächste Woche' }).click();
  await staffPage.getByRole('button', { name: 'Letzte Woche übernehmen' }).click();
  const ask = staffPage.getByTestId('menu-copy-dialog');
  await expect(ask.getByRole('heading')).toHaveText(/^Die 5 Tage von .+ ersetzen\?$/);
  await ask.getByRole('button', { name: 'Ersetzen' }).click();
  await expect(staffPage.getByTestId('menu-draft-notice')).toContainText('Entwurf – für Eltern noch nicht sichtbar');
  await expect(
    staffPage
      .getByTestId(`menu-day-${mondayIn(1)}`)
      .locator('textarea')
      .nth(1),
  ).toHaveValue(copiedLunch);

  // Parents still see the published week, by the API and on their device after a fresh pull.
  expect(await parentLunchByApi()).toBe(published);
  const draftTime = await parentsNextMonday(parentPage);
  await expect(draftTime.getByText(published!)).toBeVisible();
  await expect(draftTime.getByText(copiedLunch)).toHaveCount(0);

  await staffPage.getByRole('button', { name: 'Woche speichern und veröffentlichen' }).click();
  await expect(staffPage.getByTestId('menu-draft-notice')).toHaveCount(0);

  await expect.poll(parentLunchByApi).toBe(copiedLunch);
  const afterPublish = await parentsNextMonday(parentPage);
  await expect(afterPublish.getByText(copiedLunch)).toBeVisible();

  // Allergens are codes, shown in the reader's language: checkboxes for staff, names for parents.
  await expect(afterPublish.locator('.menu-day__allergens')).toContainText(/^Allergene: Glutenhaltiges Getreide/);
  const gluten = staffPage.getByTestId(`menu-day-${mondayIn(1)}`).locator('input[data-allergen="gluten"]');
  await expect(gluten).toHaveAccessibleName('Glutenhaltiges Getreide');
  await expect(gluten).toBeChecked();
});
