import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerParent, signIn, storedToken } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

/** A new parent, signed in (German) and on the language screen, from the start page's link. */
async function newParentOnLanguages(page: Page, request: APIRequestContext) {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  await page.getByRole('main').getByRole('link', { name: 'Sprache' }).click();
  await expect(page).toHaveURL(/\/languages$/);
}

/** The language the server keeps for the user signed in on `page` (it writes mail and notifications in it). */
async function serverLanguage(page: Page, request: APIRequestContext) {
  const user = await request.get('/api/user', { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  return (await user.json()).language_iso;
}

test('switches the interface to English: /en paths, English texts, cookie and server agree', async ({
  page,
  request,
  context,
}) => {
  await newParentOnLanguages(page, request);
  await page
    .getByRole('button', { name: 'English' })
    .or(page.getByRole('link', { name: 'English' }))
    .click();

  await expect(page).toHaveURL(/\/en\/languages$/);
  await expect(page.getByText('Choose the language of the app.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');

  await expect.poll(() => serverLanguage(page, request), { timeout: 20_000 }).toBe('en');

  // Back leads to the English start page, and its navigation stays in English.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blackboard' }).click();
  await expect(page).toHaveURL(/\/en\/blackboard$/);
});

test('a language chosen offline stays the user\'s: the next start opens in it, and the server takes it once online', async ({
  page,
  request,
  context,
}) => {
  await newParentOnLanguages(page, request);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/languages$/);
  await expect(page.getByText('Choose the language of the app.')).toBeVisible();
  await page.close();

  // Back online, the app opened from the home screen: in English (the device's choice, not the server's old answer).
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/PreLoad');
  await expect(again).toHaveURL(/\/en$/);
  await expect(again.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect.poll(() => serverLanguage(again, request), { timeout: 20_000 }).toBe('en');
});

test('opens every locale under its own prefix, German without one', async ({ page }) => {
  const expectations: Array<[string, string]> = [
    ['/login', 'de'],
    ['/en/login', 'en'],
    ['/ru/login', 'ru'],
    ['/tr/login', 'tr'],
    ['/el/login', 'el'],
    ['/es/login', 'es'],
    ['/it/login', 'it'],
    ['/uk/login', 'uk'],
    ['/ro/login', 'ro'],
    ['/fr/login', 'fr'],
    ['/pt/login', 'pt'],
    ['/bg/login', 'bg'],
  ];
  const headings = new Set<string>();
  for (const [path, lang] of expectations) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    headings.add((await heading.textContent()) ?? '');
  }
  // Real translations: the sign-in heading reads differently in (nearly) every language.
  expect(headings.size).toBeGreaterThanOrEqual(10);
});

test("keeps every tab label of the bottom navigation inside its tab on a 320 px phone, in every language", async ({ page, request }) => {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const prefix of ['', '/en', '/ru', '/tr', '/el', '/es', '/it', '/uk', '/ro', '/fr', '/pt', '/bg']) {
    await page.goto(`${prefix}/events`);
    await expect(page.locator('.bottom-nav__link')).toHaveCount(5);
    // The text's own extent, not its box: a long word ("Ανακοινώσεις", "Événements") once ran into the next tab.
    const outside = await page.locator('.bottom-nav__link').evaluateAll((links) =>
      links.flatMap((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const text = range.getBoundingClientRect();
        const tab = link.getBoundingClientRect();
        return text.left < tab.left - 0.5 || text.right > tab.right + 0.5 ? [link.textContent] : [];
      }),
    );
    expect(outside, prefix || '/').toEqual([]);
  }
});

test('no screen scrolls sideways on a 320 px phone, in German and Greek', async ({ page, request }) => {
  // 28 screens, each opened and measured: ~25 s alone, over a minute on two busy cores.
  test.setTimeout(150_000);
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.setViewportSize({ width: 320, height: 640 });
  const screens = ['/', '/blackboard', '/events', '/news', '/menu', '/chat', '/chat/users', '/notifications', '/profile', '/absence-history', '/report-absence', '/languages', '/google-translation', '/terms-and-conditions'];
  const sideways: string[] = [];
  for (const prefix of ['', '/el']) {
    for (const screen of screens) {
      const path = `${prefix}${screen === '/' && prefix ? '' : screen}`;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Long words ("Benachrichtigungen", "Übersetzungssprache") once widened whole pages past the screen.
      const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (width > 1) sideways.push(`${path}: ${width} px`);
    }
  }
  expect(sideways).toEqual([]);
});
