import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { buildApp } from '../server/app.ts';
import { loadEnv } from '../server/env.ts';
import type { BenchContext } from './support/bench-context.ts';
import { benchPort } from './support/bench-ports.ts';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * A second app on the bench database that also serves the built client (`npm run build` first), on loopback.
 * `configure` may add hooks before it listens (e.g. to count what it sends).
 */
export async function startClientServer(
  context: BenchContext,
  configure?: (app: FastifyInstance) => void,
): Promise<{ origin: string; close: () => Promise<unknown> }> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: context.opened.dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    AUTH_ACCOUNT_RATE_LIMIT: '1000',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const app = await buildApp({ env, database: context.opened.database, clientDir: distDir });
  configure?.(app);
  await app.listen({ host: '127.0.0.1', port: benchPort() });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('client server has no TCP address');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** Signs in through the login screen and waits until the worker controls the page and the first pull has landed. */
export async function signInAndWarmUp(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 60_000,
  });
  await page.goto('/absence-history');
  await page.locator('[data-absence-id]').first().waitFor({ timeout: 120_000 });
}
