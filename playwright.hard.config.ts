import { defineConfig } from '@playwright/test';

// `npm run test:hard`, browser part: the chaos suite. No webServer: the spec starts, kills and restarts
// its own server processes (tests/hard-e2e/support/server-process.ts) on fresh data. Run `npm run build` first.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/hard-e2e',
  timeout: 600_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
