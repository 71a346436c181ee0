import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { screenProbe, screenTimes } from './screen-probe.ts';

/**
 * Init script for a traced start: user-timing marks the trace keeps. `bench:origin` ties the trace's clock to the
 * page's time origin; `bench:idb-busy-start`/`-end` bound every stretch in which an IndexedDB request (open, read,
 * write, a cursor's step) is outstanding, so the analyzer can tell waiting for IndexedDB from other idle time.
 */
const traceMarks = `(() => {
  performance.mark('bench:origin');
  let outstanding = 0;
  const begin = () => { if (outstanding++ === 0) performance.mark('bench:idb-busy-start'); };
  const end = () => { if (--outstanding === 0) performance.mark('bench:idb-busy-end'); };
  const watch = (request) => {
    begin();
    let done = false;
    const settle = () => { if (!done) { done = true; end(); } };
    request.addEventListener('success', settle);
    request.addEventListener('error', settle);
    return request;
  };
  const wrap = (proto, names) => {
    for (const name of names) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (...args) { return watch(original.apply(this, args)); };
    }
  };
  wrap(IDBFactory.prototype, ['open']);
  const reads = ['get', 'getAll', 'getAllKeys', 'getKey', 'count', 'openCursor', 'openKeyCursor'];
  wrap(IDBObjectStore.prototype, [...reads, 'put', 'add', 'delete', 'clear']);
  wrap(IDBIndex.prototype, reads);
  for (const name of ['continue', 'advance', 'continuePrimaryKey']) {
    const original = IDBCursor.prototype[name];
    IDBCursor.prototype[name] = function (...args) { const result = original.apply(this, args); watch(this.request); return result; };
  }
})();`;

export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * One start of `screen.path` (offline or not, as the context is), CPU-throttled by `rate`, recorded as a Chromium
 * trace: `<dir>/offline-start-<name>-cpu<rate>.json`, and beside it `.meta.json` with the probe's figures and the page's
 * time origin in the trace's clock (for bench/trace-split.ts).
 */
export async function saveStartTrace(
  browser: Browser,
  context: BrowserContext,
  screen: { name: string; path: string; selector: string; lastOnScreen?: boolean; rate: number; dir: string },
): Promise<string> {
  await fs.mkdir(screen.dir, { recursive: true });
  const slug = screen.name.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  const file = path.join(screen.dir, `offline-start-${slug}-cpu${screen.rate}.json`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: screen.rate });
  await page.addInitScript(traceMarks);
  await page.addInitScript(screenProbe(screen.selector, { lastOnScreen: screen.lastOnScreen }));
  await browser.startTracing(page, { path: file, categories: traceCategories });
  await page.goto(screen.path);
  const times = await screenTimes(page, 60_000);
  // What follows the screen (effects, deferred setup) belongs to the start too: a second more.
  await page.waitForTimeout(1_000);
  await browser.stopTracing();
  const originMarkMs = await page.evaluate(() => performance.getEntriesByName('bench:origin')[0]!.startTime);
  await page.close();
  await fs.writeFile(
    `${file}.meta.json`,
    JSON.stringify({ path: screen.path, rate: screen.rate, originMarkMs, ...times }),
  );
  console.log(`trace of ${screen.path} at cpu ${screen.rate}×: ${file}`);
  return file;
}
