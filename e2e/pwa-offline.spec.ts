import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';
import { openFromServiceWorker, waitForServiceWorkerControl } from './support/service-worker.ts';

const parent = 'eltern@sonnenblume.example';

async function absencesWithNote(request: APIRequestContext, token: string | null, note: string) {
  const answer = await request.get('/api/absence-history/', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).absences as { id: string; note: string }[]).filter((absence) => absence.note === note);
}

test('opens every locale path in new pages with no network once visited: shell from the service worker, data from the device', async ({
  page,
  context,
}) => {
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

test('sends an absence reported offline exactly once after the page was closed and opened again online', async ({
  page,
  context,
  request,
}) => {
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
  await offline.getByRole('checkbox', { name: 'Mia' }).check();
  // A day of this journey's own: a child is reported absent once per day, and other journeys report Mia too.
  const day = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10);
  await offline.getByLabel('Von').fill(day);
  await offline.getByLabel('Bis (einschließlich)').fill(day);
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
  await expect
    .poll(async () => (await absencesWithNote(request, token, note)).map((absence) => absence.id), { timeout: 10_000 })
    .toEqual([id]);
  // Nothing arrives late a second time (the service worker's sync and the page drain under one lock, one key).
  await again.waitForTimeout(1_000);
  expect(await absencesWithNote(request, token, note)).toHaveLength(1);
});

/** Whether the cache holds the snapshot of `path` (ADR 0009); the page takes it once the screen was quiet for 1 s. */
const hasSnapshot = (page: Page, path: string) =>
  page.evaluate(
    async (key) => (await (await caches.open('kita-screens')).match(key)) !== undefined,
    `${new URL(page.url()).origin}/__screens${path}/`,
  );

const snapshotOf = (page: Page, path: string) =>
  page.evaluate(
    async (key) =>
      (await (await (await caches.open('kita-screens')).match(key))!.json()) as {
        savedAt: number;
        styles: string[];
        html: string;
      },
    `${new URL(page.url()).origin}/__screens${path}/`,
  );

/**
 * Opens `path` from its snapshot with the app's start held (its entry module is not added to the page) until the test
 * calls `window.startApp()`.
 */
async function openWithAppHeld(page: Page, path: string) {
  await page.addInitScript(() => {
    const append = Node.prototype.appendChild;
    const held = window as unknown as { startApp?: () => void };
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.type === 'module' && !held.startApp) {
        held.startApp = () => append.call(this, node);
        return node;
      }
      return append.call(this, node) as T;
    };
  });
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as { startApp?: unknown }).startApp))
    .toBe('function');
  await expect(page.locator('.screen-snapshot')).toHaveCount(1);
}

test('opens a link tapped on the snapshot once the app has started, where before the tap did nothing', async ({
  page,
  context,
}) => {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  await expect.poll(() => hasSnapshot(page, ''), { timeout: 15_000 }).toBe(true);
  // Where the bottom navigation's Chat is on the app's screen is where it is on its snapshot.
  const chat = await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Chat' })
    .boundingBox();

  const again = await context.newPage();
  await openWithAppHeld(again, '/');
  await again.mouse.click(chat!.x + chat!.width / 2, chat!.y + chat!.height / 2);
  expect(new URL(again.url()).pathname).toBe('/');
  await again.evaluate(() => (window as unknown as { startApp: () => void }).startApp());
  await expect(again).toHaveURL(/\/chat$/);
  await expect(again.locator('.screen-snapshot')).toHaveCount(0);
  await expect(again.locator('.chat-row').first()).toBeVisible();
});

/** Signed in, the board visited until its snapshot names its post pictures by their URLs (the file cache holds them). */
async function boardSnapshotWithPictures(page: Page) {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  await page.goto('/blackboard');
  await expect(page.locator('img[data-file-id]').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await hasSnapshot(page, '/blackboard')) &&
        (await snapshotOf(page, '/blackboard')).html.includes('src="/api/files/'),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The page's requests for files so far, as `status content-type` (only the snapshot asks while the app is held). */
const fileRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/files/'))
      .map(
        (entry) =>
          `${(entry as PerformanceResourceTiming).responseStatus} ${(entry as PerformanceResourceTiming & { contentType?: string }).contentType}`,
      ),
  );

test("shows a board snapshot's pictures from the service worker's file cache, offline, before the app has started", async ({
  page,
  context,
}) => {
  await boardSnapshotWithPictures(page);

  await context.setOffline(true);
  const again = await context.newPage();
  await openWithAppHeld(again, '/blackboard');
  // Only the snapshot can have asked for them: the app has not started.
  await expect.poll(async () => (await fileRequests(again)).length).toBeGreaterThan(0);
  // The pictures themselves, not the blank one the worker answers for a lost file (below).
  expect(
    (await fileRequests(again)).every((request) => request.startsWith('200 image/') && request !== '200 image/svg+xml'),
  ).toBe(true);
  await again.evaluate(() => (window as unknown as { startApp: () => void }).startApp());
  await expect(again.locator('.screen-snapshot')).toHaveCount(0);
  await expect(again.locator('#root img[data-file-id]').first()).toBeVisible();
  await context.setOffline(false);
});

test("shows a blank box, not a broken image, for a snapshot's picture no cache has any more, offline", async ({
  page,
  context,
}) => {
  await boardSnapshotWithPictures(page);
  // The cache loses every picture (expired, evicted) after the snapshot named them…
  const lost = await page.evaluate(async () => {
    const files = await caches.open('kita-files');
    const keys = await files.keys();
    await Promise.all(keys.map((key) => files.delete(key)));
    return keys.length;
  });
  expect(lost).toBeGreaterThan(0);
  // …and so has the browser's HTTP cache; the device is offline.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);

  const again = await context.newPage();
  await openWithAppHeld(again, '/blackboard');
  await expect.poll(async () => (await fileRequests(again)).length).toBeGreaterThan(0);
  // Answered by the worker with a blank picture, not a failed request the page would draw as a broken image.
  expect(new Set(await fileRequests(again))).toEqual(new Set(['200 image/svg+xml']));
  await again.evaluate(() => (window as unknown as { startApp: () => void }).startApp());
  await expect(again.locator('.screen-snapshot')).toHaveCount(0);
  await context.setOffline(false);
});

test("opens a screen with the user's last snapshot of it before the app has started, and never once they signed out or for someone else", async ({
  page,
  context,
}) => {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  // Kept from the first screen after signing in on this page, and for the home-screen start (/PreLoad) too.
  await expect.poll(() => hasSnapshot(page, ''), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => hasSnapshot(page, '/PreLoad'), { timeout: 15_000 }).toBe(true);
  // A screen taken after another keeps only the stylesheets that style it: the chat's stays in the page, not in home's.
  const homeSavedAt = await snapshotOf(page, '').then((snapshot) => snapshot.savedAt);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Chat' }).click();
  await expect(page.locator('.chat-row').first()).toBeVisible();
  await nav.getByRole('link', { name: 'Start' }).click();
  await expect.poll(async () => (await snapshotOf(page, '')).savedAt, { timeout: 15_000 }).toBeGreaterThan(homeSavedAt);
  const pageStyles = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  const homeStyles = (await snapshotOf(page, '')).styles;
  expect(pageStyles.some((href) => /\/chat-[\w-]+\.css$/.test(href))).toBe(true);
  expect(homeStyles.some((href) => /\/chat-[\w-]+\.css$/.test(href))).toBe(false);
  expect(homeStyles.some((href) => /\/app-[\w-]+\.css$/.test(href))).toBe(true);
  await page.goto('/absence-history');
  await expect(page.locator('[data-absence-id]').first()).toBeVisible();
  await expect.poll(() => hasSnapshot(page, '/absence-history'), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  const again = await context.newPage();
  // When the snapshot is first in the document, the app has rendered nothing yet; and the app's code is not even in the
  // document before a frame with the snapshot in it has been drawn (its fetching and running would hold that frame up).
  await again.addInitScript(() => {
    const seen = window as unknown as { rootWasEmpty?: boolean; framesBeforeEntry?: number };
    let frames = 0;
    const frame = () => {
      if (document.querySelector('.screen-snapshot')) frames++;
      if (seen.framesBeforeEntry === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(() => {
      if (seen.rootWasEmpty === undefined && document.querySelector('.screen-snapshot'))
        seen.rootWasEmpty = document.getElementById('root')?.childElementCount === 0;
      if (seen.framesBeforeEntry === undefined && document.querySelector('script[type="module"]'))
        seen.framesBeforeEntry = frames;
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await again.goto('/absence-history');
  expect(response!.fromServiceWorker()).toBe(true);
  const html = await response!.text();
  expect(html).toContain('<template shadowrootmode="closed">');
  expect(html).toMatch(/<div class="screen-snapshot__screen" inert>.*data-absence-id=/s);
  // Typed values and ids of the screen are not kept.
  expect(html.slice(html.indexOf('screen-snapshot__screen" inert>'))).not.toMatch(/\sid="/);
  expect(await again.evaluate(() => (window as unknown as { rootWasEmpty?: boolean }).rootWasEmpty)).toBe(true);
  await expect
    .poll(() => again.evaluate(() => (window as unknown as { framesBeforeEntry?: number }).framesBeforeEntry))
    .toBeGreaterThanOrEqual(1);
  // Then the app's own screen replaces it.
  await expect(again.locator('.screen-snapshot')).toHaveCount(0);
  await expect(again.locator('#root [data-absence-id]').first()).toBeVisible();
  await context.setOffline(false);

  // A snapshot that is not the signed-in user's is never shown (the worker checks the session, not only the page).
  await again.evaluate(async (origin) => {
    const cache = await caches.open('kita-screens');
    const stored = await (await cache.match(`${origin}/__screens/absence-history/`))!.json();
    await cache.put(
      `${origin}/__screens/blackboard/`,
      new Response(JSON.stringify({ ...stored, userId: 'someone-else' })),
    );
  }, new URL(again.url()).origin);
  const board = await again.goto('/blackboard');
  expect(await board!.text()).not.toContain('screen-snapshot');

  // Signing out takes every snapshot with it, and the next start is the plain shell.
  await again.getByRole('button', { name: 'Kontomenü' }).click();
  await again
    .getByRole('menuitem', { name: 'Abmelden' })
    .or(again.getByRole('button', { name: 'Abmelden' }))
    .click();
  await expect(again).toHaveURL(/\/login$/);
  await expect.poll(() => again.evaluate(() => caches.has('kita-screens'))).toBe(false);
  const afterSignOut = await again.goto('/absence-history');
  expect(await afterSignOut!.text()).not.toContain('screen-snapshot');
  await expect(again).toHaveURL(/\/login$/);
});
