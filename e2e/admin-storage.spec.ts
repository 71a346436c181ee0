import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { startOwnServer } from './support/own-server.ts';

/**
 * The admin's Storage card with a limit set: a server of its own, because the journeys' server runs without
 * FILES_QUOTA_MB.
 */
test.describe('the storage card', () => {
  const port = Number(process.env.E2E_PORT ?? 8411) + 4;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kita-e2e-storage-'));
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer(port, {
      ...process.env,
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      FILES_QUOTA_MB: '2',
    });
  });

  test.afterAll(async () => {
    server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("shows the admin what the kindergarten's files take against its limit, and says so when offline", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'leitung@sonnenblume.example', demoPassword);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/admin/kindergarten');

    const card = page.getByTestId('storage-card');
    await expect(card.getByRole('heading', { name: 'Speicherplatz' })).toBeVisible();
    await expect(card.getByText(/^[\d,]+ (kB|MB) von 2 MB belegt \(\d+\s%\)$/)).toBeVisible();
    await expect(card.getByRole('meter')).toHaveAttribute('aria-valuemax', String(2 * 1024 * 1024));
    for (const term of ['Bilder', 'PDFs', 'Unterschriften', 'Gesamt'])
      await expect(card.locator('dt', { hasText: term })).toBeVisible();
    // The demo has pictures on the board and a PDF with a news item.
    const figure = (term: string) => card.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd');
    for (const term of ['Bilder', 'PDFs', 'Gesamt']) await expect(figure(term)).toHaveText(/^[1-9][\d,]* (kB|MB)$/);
    expect(await seriousViolations(page)).toEqual([]);

    // Opened again while offline (within the app, so no page load is needed): the figures only the server has.
    await page.goBack();
    await expect(card).toBeHidden();
    await context.setOffline(true);
    await page.goForward();
    await expect(
      card.getByText('Sie sind offline. Die Speicherangaben erscheinen hier, sobald Sie wieder online sind.'),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(card.getByRole('meter')).toBeVisible();
    await context.close();
  });
});
