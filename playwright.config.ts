import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh DATA_DIR per run: the server creates the embedded database with the demo data there, and the
// journeys read the written mails from it. Set once in the main process; workers inherit the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kita-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8411);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
/** The LibreTranslate double (tests/support/libretranslate-double.ts) the app translates through, next to the app. */
const translatePort = port + 1;
export const e2eTranslateUrl = `http://127.0.0.1:${translatePort}`;

// Debian's Chromium: Playwright cannot download its own browsers here.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Two workers, each with its browser and the real server, on two cores: on a shared machine a journey can take
  // several times as long as on a quiet one, so the limits are generous. Waits end at once when what they wait for
  // is there; only a failure waits longer.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx tests/support/libretranslate-double.ts',
      url: `${e2eTranslateUrl}/languages`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { PORT: String(translatePort) },
    },
    {
      command: 'node server/start.mjs',
      url: `${e2eBaseUrl}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED: 'demo',
        AUTH_RATE_LIMIT: '1000',
        AUTH_ACCOUNT_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        // Machine translation of content through the double: deterministic `[tr] …` translations.
        TRANSLATE_PROVIDER: 'libretranslate',
        TRANSLATE_URL: e2eTranslateUrl,
      },
    },
  ],
});
