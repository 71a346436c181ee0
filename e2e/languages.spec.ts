import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, registerParent, signIn, storedToken } from './support/accounts.ts';
import { layoutFaults } from './support/layout-faults.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const letterTitle = 'Elternbrief: Ausflug zum Erlebnisbauernhof';

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
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Board' }).click();
  await expect(page).toHaveURL(/\/en\/blackboard$/);
});

test("a language chosen offline stays the user's: the next start opens in it, and the server takes it once online", async ({
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

const localePrefixes = ['', '/en', '/ru', '/tr', '/el', '/es', '/it', '/uk', '/ro', '/fr', '/pt', '/bg'];
const phoneWidths = [390, 360, 320];

/**
 * Opens a screen of the running app without reloading it (the router follows popstate), then waits until its heading
 * is there and its local data has replaced the skeletons. A reload per screen would take minutes for 12 languages.
 */
async function openScreen(page: Page, path: string) {
  await page.evaluate((next) => {
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left', ''));
    window.history.pushState(window.history.state, '', next);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page.locator('h1:not([data-left])').first()).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

/** Each screen in one language at 320 px: its layout faults. */
async function sweepScreens(page: Page, prefix: string, screens: string[]) {
  const faults: string[] = [];
  for (const screen of screens) {
    const path = `${prefix}${screen === '/' && prefix ? '' : screen}`;
    await openScreen(page, path);
    faults.push(...(await layoutFaults(page, `${path} at 320 px`)));
  }
  return faults;
}

test.describe('layout from 320 px in every language', () => {
  // The parent's and the staff member's sweeps are independent: two workers take one each. Between them they open
  // every main screen; the screens both see are shared out so that each sweep takes about a minute alone (up to three
  // on two busy cores).
  test.describe.configure({ mode: 'parallel' });

  test("a parent's navigation, PDF toolbar and screens: no word split, nothing cut, nothing sideways", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, 'eltern@sonnenblume.example', demoPassword);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    const news = await request.get('/api/news', { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
    const letter = ((await news.json()) as { news: Array<{ id: string; title: string }> }).news.find(
      (item) => item.title === letterTitle,
    );
    expect(letter, 'the demo letter with a PDF').toBeDefined();
    const screens = [
      '/',
      '/blackboard',
      '/news',
      '/menu',
      '/report-absence',
      '/absence-history',
      '/chat',
      '/profile',
      '/google-translation',
    ];
    const faults: string[] = [];
    for (const prefix of localePrefixes) {
      await page.setViewportSize({ width: phoneWidths[0]!, height: 740 });
      await page.goto(`${prefix}/news/${letter!.id}-pdf`);
      await expect(page.locator('[data-testid="pdf-canvas"][data-rendered="true"]')).toBeVisible({ timeout: 20_000 });
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 740 });
        faults.push(...(await layoutFaults(page, `${prefix}/news/…-pdf at ${width} px`)));
      }
      faults.push(...(await sweepScreens(page, prefix, screens)));
    }
    expect(faults).toEqual([]);
  });

  test("a staff member's navigation and workspace: no word split, nothing cut, nothing sideways", async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'erzieherin@sonnenblume.example', demoPassword);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/staff/answers');
    const tracking = page.locator('a[href*="/staff/answers/"]').first();
    await expect(tracking).toBeVisible();
    const trackingPath = new URL((await tracking.getAttribute('href'))!, 'http://x').pathname;
    const screens = [
      '/',
      '/staff/today',
      '/staff/answers',
      trackingPath,
      '/events',
      '/chat/users',
      '/notifications',
      '/languages',
      '/terms-and-conditions',
    ];
    const faults: string[] = [];
    for (const prefix of localePrefixes) {
      await page.setViewportSize({ width: phoneWidths[0]!, height: 740 });
      await page.goto(`${prefix}/staff`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 740 });
        faults.push(...(await layoutFaults(page, `${prefix}/staff at ${width} px`)));
      }
      faults.push(...(await sweepScreens(page, prefix, screens)));
    }
    expect(faults).toEqual([]);
  });
});
