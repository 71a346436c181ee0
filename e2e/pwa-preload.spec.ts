import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config.ts';
import { registerParent, signIn, storedToken } from './support/accounts.ts';
import { openFromServiceWorker, waitForServiceWorkerControl } from './support/service-worker.ts';

/** The UI language the app remembers for visitors (cookie `i18n_redirected`). */
const rememberLocale = (context: BrowserContext, locale: string) =>
  context.addCookies([{ name: 'i18n_redirected', value: locale, url: e2eBaseUrl, sameSite: 'Lax' }]);

test("the home-screen start /PreLoad opens the signed-in user's language home with no network, whatever the cookie says", async ({
  page,
  context,
  request,
}) => {
  const account = await registerParent(request);
  const changed = await request.post('/api/user/update-language', {
    data: { iso: 'en' },
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(changed.ok()).toBe(true);
  await signIn(page, account.username, account.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await rememberLocale(context, 'tr');
  await page.close();

  await context.setOffline(true);
  for (const start of ['/PreLoad', '/tr/PreLoad']) {
    const home = await context.newPage();
    await openFromServiceWorker(home, start);
    await expect(home).toHaveURL(`${e2eBaseUrl}/en`);
    await expect(home.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();
    await expect(home.locator('html')).toHaveAttribute('lang', 'en');
    await home.close();
  }
  await context.setOffline(false);
});

test('/PreLoad sends a visitor to the sign-in of the remembered language, offline too', async ({ page, context }) => {
  await page.goto('/login');
  await waitForServiceWorkerControl(page);
  await rememberLocale(context, 'tr');
  await page.close();

  await context.setOffline(true);
  const start = await context.newPage();
  await openFromServiceWorker(start, '/PreLoad');
  await expect(start).toHaveURL(`${e2eBaseUrl}/tr/login`);
  await expect(start.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(start.getByRole('heading', { level: 1 })).toBeVisible();

  // A language in the path beats the cookie: the icon of an English install opens English.
  await openFromServiceWorker(start, '/en/PreLoad');
  await expect(start).toHaveURL(`${e2eBaseUrl}/en/login`);
  await expect(start.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(false);
});

test("a navigation preloads the next screen's files from the preload plan, all in one round", async ({
  page,
  request,
}) => {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const preloaded = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
  expect((await preloaded()).some((file) => file.includes('/blackboard.index-'))).toBe(false);

  await page.getByRole('link', { name: 'Pinnwand' }).first().click();
  await expect(page).toHaveURL(/\/blackboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pinnwand' })).toBeVisible();
  // The route's chunk carries no preload list of its own (sw/build/first-screen-preload.ts): only the plan's script,
  // told by the router, names the route's chunk and the screen's module it imports.
  const files = await preloaded();
  expect(files.some((file) => file.includes('/blackboard.index-'))).toBe(true);
  expect(files.some((file) => file.includes('/post-list-screen-'))).toBe(true);
});

test("sign-out drops this browser's push token before the logout and leaves no cached files behind", async ({
  page,
  request,
}) => {
  const account = await registerParent(request);
  const fcmToken = `e2e-${randomUUID()}:APA91b${'x'.repeat(140)}`;
  const saved = await request.post('/api/fcm-token', {
    data: { fcmToken },
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(saved.ok()).toBe(true);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  // As after a push switch-on in this browser: the token it gave the server, and a file the worker cached.
  await page.evaluate(async (token) => {
    localStorage.setItem('kita-fcm-token', token);
    await (await caches.open('kita-files')).put('/api/files/e2e-photo.jpg', new Response('jpeg'));
  }, fcmToken);

  const calls: string[] = [];
  page.on('request', (call) => {
    if (/\/api\/(fcm-token|logout)$/.test(call.url())) calls.push(`${call.method()} ${new URL(call.url()).pathname}`);
  });
  const dropped = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/fcm-token') && answer.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Kontomenü' }).click();
  await page
    .getByRole('menuitem', { name: 'Abmelden' })
    .or(page.getByRole('button', { name: 'Abmelden' }))
    .click();
  await expect(page).toHaveURL(/\/login$/);

  expect((await dropped).status()).toBe(200);
  expect(JSON.parse((await dropped).request().postData() ?? '{}')).toEqual({ fcmToken });
  expect(calls).toEqual(['DELETE /api/fcm-token', 'POST /api/logout']);
  await expect.poll(() => page.evaluate(() => caches.has('kita-files'))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('kita-fcm-token'))).toBeNull();
});

test('a session ended by the server (401) leaves no cached files behind either', async ({ page, request }) => {
  const account = await registerParent(request);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  await page.evaluate(async () =>
    (await caches.open('kita-files')).put('/api/files/e2e-letter.pdf', new Response('%PDF')),
  );

  // Signed out on another device: the next start of the app hears 401 and ends the session here.
  await request.post('/api/logout', { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => caches.has('kita-files'))).toBe(false);
});
