import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';

async function signedIn(page: Page, username: string) {
  await signIn(page, username, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

// New admin strings are not in the catalogs yet (the build then shows message ids): find fields by name and test id.

async function registerWith(browser: Browser, code: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/register?code=${encodeURIComponent(code)}`);
  await expect(page.getByLabel('Einladungscode')).toHaveValue(code);
  await page.getByLabel('Ihr Name').fill('Familie Neu');
  await page.getByLabel('E-Mail-Adresse').fill(`familie-${randomUUID().slice(0, 8)}@example.org`);
  await page.getByLabel('Passwort', { exact: true }).fill('Marien-Kaefer-5');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  return { context, page };
}

async function createCode(page: Page, childName: string | null) {
  await page.goto('/admin/invites');
  if (childName) await page.locator('label', { hasText: childName }).locator('input[type=checkbox]').check();
  else await page.locator('input[type=radio][value=staff]').check();
  // Counted once the list has loaded: while it loads there are no rows to count.
  await expect(page.locator('[aria-labelledby=code-list] .skeleton')).toHaveCount(0);
  const before = await page.getByTestId('invite-codes').locator('li').count();
  await page.locator('form:has([name=role]) button[type=submit]').click();
  await expect(page.getByTestId('invite-codes').locator('li')).toHaveCount(before + 1);
  return (await page.getByTestId('invite-codes').locator('.admin-code').first().textContent())!.trim();
}

test('an admin sets up a family: group, child, invite letter with QR code; the family registers and sees the child', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  await signedIn(page, 'leitung@sonnenblume.example');

  await page.goto('/admin');
  await page.locator('a[href="/admin/groups"]').click();
  await page.locator('input[name=name]').fill(`Schmetterlinge ${tag}`);
  await page.locator('form:has([name=name]) button[type=submit]').click();
  await expect(page.getByText(`Schmetterlinge ${tag}`, { exact: true })).toBeVisible();

  await page.goto('/admin/children');
  await page.locator('input[name=first_name]').fill(`Juna${tag}`);
  await page.locator('input[name=last_name]').fill('Vogel');
  await page.locator('select[name=group_id]').selectOption({ label: `Schmetterlinge ${tag}` });
  await page.locator('form:has([name=first_name]) button[type=submit]').click();
  await expect(page.getByRole('link', { name: new RegExp(`Juna${tag} Vogel`) })).toBeVisible();

  const code = await createCode(page, `Juna${tag} Vogel`);
  await page.getByTestId(`invite-${code}`).locator('a[href$="/letter"]').click();
  await expect(page.getByTestId('letter-code')).toHaveText(code);
  await expect(page.getByTestId('letter-qr').locator('svg')).toBeVisible();
  await expect(page.getByText('Kita Sonnenblume').first()).toBeVisible();

  const family = await registerWith(browser, code);
  await expect(family.page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(family.page.getByText(`Juna${tag}`).first()).toBeVisible();
  await family.context.close();
});

test('a revoked code no longer registers anyone, and says so', async ({ page, browser }) => {
  await signedIn(page, 'leitung@sonnenblume.example');
  const code = await createCode(page, null);
  await page.getByTestId(`invite-${code}`).locator('button.button--danger').click();
  await page.locator('dialog[open] .button--danger-solid').click();
  await expect(page.getByTestId(`invite-${code}`)).toHaveAttribute('data-state', 'revoked');

  const visitor = await registerWith(browser, code);
  await expect(visitor.page.getByText('Dieser Einladungscode ist ungültig.')).toBeVisible();
  await expect(visitor.page).toHaveURL(/\/register/);
  await visitor.context.close();
});

test('staff and parents see a clear not-allowed state under /admin', async ({ page }) => {
  await signedIn(page, 'eltern@sonnenblume.example');
  await page.goto('/admin/groups');
  await expect(page.getByTestId('admin-not-allowed')).toBeVisible();
  await expect(page.locator('input[name=name]')).toHaveCount(0);
});

test('the invite form narrows the children by group and by name (accents and case ignored), keeping ticked ones in view', async ({
  page,
}) => {
  await signedIn(page, 'leitung@sonnenblume.example');
  await page.goto('/admin/invites');
  const child = (name: string) => page.locator('fieldset label', { hasText: name }).locator('input[type=checkbox]');
  await expect(child('Mia Schneider')).toBeVisible();
  await expect(child('Hannah Bauer')).toBeVisible();

  await page.locator('fieldset select').selectOption({ label: 'Sonnenkäfer' });
  await expect(child('Mia Schneider')).toHaveCount(0);
  await expect(child('Paul Schneider')).toBeVisible();
  await child('Paul Schneider').check();

  await page.locator('input[type=search]').fill('SCHAFER');
  // Lina Schäfer is in Marienkäfer: not shown while the filter says Sonnenkäfer; ticked Paul stays.
  await expect(child('Lina Schäfer')).toHaveCount(0);
  await expect(child('Paul Schneider')).toBeChecked();
  await page.locator('fieldset select').selectOption({ index: 0 });
  await expect(child('Lina Schäfer')).toBeVisible();
  await expect(child('Hannah Bauer')).toHaveCount(0);
  await child('Lina Schäfer').check();

  await page.locator('input[type=search]').fill('');
  await page.locator('form:has([name=role]) button[type=submit]').click();
  const first = page.getByTestId('invite-codes').locator('li').first();
  await expect(first).toContainText('Paul Schneider');
  await expect(first).toContainText('Lina Schäfer');
});
