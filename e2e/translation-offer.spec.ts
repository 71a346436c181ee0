import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';
import { startOwnServer } from './support/own-server.ts';
import { openFromServiceWorker, waitForServiceWorkerControl } from './support/service-worker.ts';

const parent = 'eltern@sonnenblume.example';
const choices = '[data-choice]';

test('with a translation provider, the setting names it and every language can be chosen', async ({ page }) => {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/google-translation');
  await expect(page.locator('[data-translation-offer="offered"]')).toHaveText(
    'Ihre Kita lässt die Texte von LibreTranslate übersetzen.',
  );
  await expect(page.locator('[data-translation-offer="none"]')).toHaveCount(0);
  await expect(page.locator(choices)).toHaveCount(13);
  for (const choice of await page.locator(choices).all()) await expect(choice).toBeEnabled();

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: /Übersetzungssprache/ })).toBeVisible();
  await expect(page.locator('[data-translation-offer="none"]')).toHaveCount(0);
});

/**
 * A kindergarten without a translation provider, the default: a server of its own, since the journeys' server
 * translates through the LibreTranslate double.
 */
test.describe('without a translation provider', () => {
  const port = Number(process.env.E2E_PORT ?? 8411) + 3;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kita-e2e-no-translation-'));
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn' };
    for (const name of ['TRANSLATE_PROVIDER', 'TRANSLATE_URL', 'TRANSLATE_API_KEY']) delete env[name];
    server = await startOwnServer(port, env);
  });

  test.afterAll(() => {
    server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the profile and the setting say plainly that nothing is translated, and the choice is closed, offline too', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, parent, demoPassword);
    await expect(page).toHaveURL(`${baseURL}/`);

    await page.goto('/profile');
    const row = page.getByRole('link', { name: /Übersetzungssprache/ });
    await expect(row).toContainText('Maschinelle Übersetzung: von Ihrer Kita nicht angeboten');

    await row.click();
    await expect(page).toHaveURL(`${baseURL}/google-translation`);
    await expect(page.locator('[data-translation-offer="none"]')).toContainText(
      'Ihre Kita bietet keine maschinelle Übersetzung an.',
    );
    await expect(page.locator('[data-translation-offer="offered"]')).toHaveCount(0);
    await expect(page.locator(choices)).toHaveCount(13);
    for (const choice of await page.locator(choices).all()) {
      await expect(choice).toBeDisabled();
      await expect(choice).toHaveAccessibleDescription(/keine maschinelle Übersetzung/);
    }
    // The text that promised translated content is gone.
    await expect(page.getByText('maschinell übersetzt')).toHaveCount(0);

    // In another language, and offline from the device's last answer.
    await page.goto('/ru/google-translation');
    await expect(page.locator('[data-translation-offer="none"]')).toContainText(
      'Ваш детский сад не предлагает машинный перевод.',
    );
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await openFromServiceWorker(page, '/ru/profile');
    await expect(page.getByRole('link', { name: /Язык перевода/ })).toContainText(
      'Машинный перевод: Ваш детский сад его не предлагает',
    );
    await openFromServiceWorker(page, '/ru/google-translation');
    await expect(page.locator('[data-translation-offer="none"]')).toBeVisible();
    await expect(page.locator(choices).first()).toBeDisabled();
    await context.close();
  });
});
