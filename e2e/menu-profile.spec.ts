import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, registerParent, signIn, storedToken } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { seriousViolations } from './support/axe.ts';

const parent = 'eltern@sonnenblume.example';

/** Monday of the week `weeks` from now, in the browser's (= this machine's) calendar. */
function mondayIn(weeks: number): string {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + weeks * 7);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}

/** A real finger: touch events through the DevTools protocol, right to left across the week. */
async function swipeLeft(page: Page) {
  const box = (await page.getByTestId('menu-swipe-area').boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + 80;
  const xs = [0.85, 0.7, 0.55, 0.4, 0.25, 0.15].map((f) => box.x + box.width * f);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: xs[0]!, y }] });
  for (const x of xs.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test("shows next week's menu after one swipe while offline, once the menu was seen online", async ({
  page,
  context,
}) => {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorkerControl(page);
  await page.goto('/menu');
  const thisMonday = page.locator(`.menu-day[data-date="${mondayIn(0)}"]`);
  await expect(thisMonday.locator('dd').first()).not.toBeEmpty();

  await context.setOffline(true);
  await page.reload();
  await expect(thisMonday).toBeVisible();
  await swipeLeft(page);
  const nextMonday = page.locator(`.menu-day[data-date="${mondayIn(1)}"]`);
  await expect(nextMonday.locator('dd').first()).not.toBeEmpty();
  await expect(thisMonday).toHaveCount(0);

  // The buttons do the same, both ways.
  await page.locator('.menu-week__step').first().click();
  await expect(thisMonday).toBeVisible();
  await context.setOffline(false);
});

test('changing the translation language reloads the page and persists', async ({ page, request }) => {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/google-translation');
  await expect(page.locator('[data-choice="none"]')).toHaveAttribute('aria-current', 'true');

  const reloaded = page.waitForEvent('load');
  await page.locator('[data-choice="uk"]').click();
  await reloaded;
  await expect(page.locator('[data-choice="uk"]')).toHaveAttribute('aria-current', 'true');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'googtrans')?.value).toBe('/auto/uk');

  const user = await request.get('/api/user', { headers: { authorization: `Bearer ${await storedToken(page)}` } });
  expect((await user.json()).google_translation_language).toBe('uk');
  await page.reload();
  await expect(page.locator('[data-choice="uk"]')).toHaveAttribute('aria-current', 'true');
});

test("the data export downloads valid JSON with the user's children", async ({ page }) => {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByTestId('download-data').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kita-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await fs.readFile((await file.path())!, 'utf8'));
  expect(data.account.username).toBe(parent);
  expect(data.children.map((child: { first_name: string }) => child.first_name).sort()).toEqual(['Mia', 'Paul']);
});

test('deleting the account asks for the password, then signs out for good', async ({ page, request }) => {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await page.locator('.profile-data__actions .button--danger').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="password"]').fill('not-my-password');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.locator('[aria-invalid="true"]')).toBeVisible();
  await dialog.locator('input[type="password"]').fill(account.password);
  await dialog.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  const again = await request.post('/api/login', { data: { username: account.username, password: account.password } });
  expect((await again.json()).status).toBe('failed');
});

const signedInPages = [
  '/',
  '/menu',
  '/profile',
  '/google-translation',
  '/kindergarten-contact',
  '/kigapp',
  '/imprint',
  '/data-protection',
  '/terms-and-conditions',
  '/translation-info',
];
const publicPages = ['/imprint', '/data-protection', '/terms-and-conditions', '/translation-info', '/kigapp'];

// German in the light scheme, Russian in the dark one: both languages and both colour schemes are checked.
for (const [prefix, scheme] of [
  ['', 'light'],
  ['/ru', 'dark'],
] as const) {
  test(`every page of the menu, profile and information area passes axe (${prefix || 'de'}, ${scheme})`, async ({
    page,
  }) => {
    // Fifteen pages, each loaded and checked by axe: ~45 s alone, 1.9–2.2 min beside the other worker on a busy
    // 2-core machine (a clean-clone CI run, where 120 s failed both variants once).
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of publicPages) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), `${prefix}${path} signed out`).toEqual([]);
    }
    await signIn(page, parent, demoPassword);
    await expect(page).toHaveURL(/\/$/);
    for (const path of signedInPages) {
      await page.goto(path === '/' && prefix ? prefix : `${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0);
      expect(await seriousViolations(page), `${prefix}${path}`).toEqual([]);
    }
    // The account deletion dialog, open.
    await page.goto(`${prefix}/profile`);
    await page.locator('.profile-data__actions .button--danger').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), `${prefix}/profile with the deletion dialog`).toEqual([]);
  });
}
