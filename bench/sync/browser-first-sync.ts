import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { engineBundleFile } from '../support/engine-bundle.ts';
import type { Engine } from '../support/engine-in-node.ts';
import { launchChromium } from '../support/headless-chromium.ts';
import { pageHeap } from '../support/page-heap.ts';

export type BrowserFirstSync = { ms: number; result: string; baselineHeap: number; peakHeap: number; rows: number };

/**
 * A blank page on the server's own origin (so IndexedDB, fetch and cookies behave as in the app) that imports the
 * engine bundle; both are answered by Playwright and the interception is removed before the sync starts, so every
 * /api/sync goes to the real server untouched.
 */
async function openEnginePage(page: Page, origin: string): Promise<void> {
  const bundle = await fs.readFile(await engineBundleFile(), 'utf8');
  const pattern = `${origin}/__bench/**`;
  await page.route(pattern, (route) =>
    route.request().url().endsWith('.mjs')
      ? route.fulfill({ contentType: 'text/javascript', body: bundle })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>kita bench</title>' }),
  );
  await page.goto(`${origin}/__bench/first-sync`);
  await page.evaluate(async () => {
    (globalThis as unknown as { engine: unknown }).engine = await import('/__bench/engine.mjs' as string);
  });
  await page.unroute(pattern);
}

/** The engine's own pull (GET /api/sync pages into real IndexedDB) in headless Chromium, with the heap's peak. */
export async function firstSyncInChromium(
  origin: string,
  user: { id: string; token: string },
): Promise<BrowserFirstSync> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await openEnginePage(page, origin);
    const heap = await pageHeap(page);
    const baseline = await heap.afterGc();
    const sampler = heap.sample();
    const run = await page.evaluate(async ({ id, token }) => {
      const { engine } = globalThis as unknown as { engine: Engine };
      await engine.signInDevice(id, token);
      const started = performance.now();
      const result = await engine.pullChanges(id, token);
      const ms = performance.now() - started;
      const counts = await Promise.all(engine.db.tables.map((table) => table.count()));
      return { ms, result, rows: counts.reduce((a, b) => a + b, 0) };
    }, user);
    return { ...run, baselineHeap: baseline, peakHeap: await sampler.stop() };
  } finally {
    await browser.close();
  }
}
