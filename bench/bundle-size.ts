import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import type { Figure } from './support/figures.ts';
import { launchChromium } from './support/headless-chromium.ts';
import { benchAccounts } from './fixtures/kindergarten-people.ts';
import { startClientServer } from './offline-start-client.ts';

/** The JavaScript a first screen downloads, gzip. `npm run bench:budget` fails when a screen is over it. */
export const bundleBudgetKb = 150;
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

type Sized = { file: string; kind: 'js' | 'css'; gzip: number; brotli: number };

/** What a file costs on the wire with each encoding, at the levels a static build step would use. */
function sized(file: string, kind: Sized['kind'], body: Buffer): Sized {
  return {
    file,
    kind,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}
/** Never on a first screen: firebase, signature_pad, the PDF viewer and the realtime client load on demand. */
const heavyChunks = /firebase|signature|pdf|pusher|echo|realtime/i;
// The realtime client is its own chunk, requested after the first paint (src/sync/after-first-paint.ts). It can
// still arrive before the first rows do; the first-screen budget leaves it out, so it is listed by name
// and counted on its own line, not in the total.

/**
 * Records, in the page, when an element matching `selector` first appears (from the document's time origin): the
 * moment the first screen is there. Measured in the page, because Playwright's polling from this loaded process can
 * notice it a second later, and every script the page asks for after its first screen (the sync engine's realtime
 * client, the toaster's warm-up, prefetches for the next tap) would then be counted as the first screen's.
 */
const readyProbe = (selector: string) => `(() => {
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) { window.__firstScreenAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * Every script and stylesheet a fresh page (no service worker yet, no cache) asks for before its first screen
 * (`selector`) appears, sized gzip and brotli. The signed-in screen is measured as a returning user sees it: their
 * data is on the device (the sign-in page stays until its first pull has landed), so the screen shows their rows
 * from IndexedDB, not a wait for the network, and what the engine loads for the pull is not mixed into the screen's code.
 */
async function firstScreenAssets(origin: string, path: string, selector: string, signIn = false): Promise<Sized[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
    const page = await context.newPage();
    if (signIn) {
      await page.goto('/login');
      await page.getByLabel('E-Mail-Adresse').fill(benchAccounts.parent);
      await page.getByLabel('Passwort', { exact: true }).fill(benchAccounts.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
      await page.goto(path);
      await page.locator(selector).first().waitFor({ timeout: 120_000 });
      await page.close();
    }
    const fresh = signIn ? await context.newPage() : page;
    await fresh.addInitScript(readyProbe(selector));
    await fresh.route('**/*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }),
    );
    const assets = new Map<string, Promise<Sized>>();
    fresh.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const file = new URL(response.url()).pathname;
      // Files arriving after the first screen are not counted; their bodies may be unreadable once the browser closes.
      const size = response.body().then((body) => sized(file, type === 'script' ? 'js' : 'css', body));
      size.catch(() => undefined);
      assets.set(file, size);
    });
    await fresh.goto(path);
    await fresh.waitForFunction(
      () => (window as unknown as { __firstScreenAt?: number }).__firstScreenAt !== undefined,
      null,
      { timeout: 60_000 },
    );
    const requestedBefore = new Set(
      await fresh.evaluate(() => {
        const at = (window as unknown as { __firstScreenAt: number }).__firstScreenAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= at)
          .map((entry) => new URL(entry.name).pathname);
      }),
    );
    const firstScreen = [...assets].filter(([file]) => requestedBefore.has(file)).map(([, size]) => size);
    return (await Promise.all(firstScreen)).sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

const kb = (list: readonly Sized[], encoding: 'gzip' | 'brotli') =>
  list.reduce((sum, s) => sum + s[encoding], 0) / 1024;

function figuresOf(screen: string, assets: Sized[]): Figure[] {
  const bench = `bundle-size ${screen}`;
  const heavy = assets.filter((asset) => asset.kind === 'js' && heavyChunks.test(asset.file));
  const js = assets.filter((asset) => asset.kind === 'js' && !heavyChunks.test(asset.file));
  const css = assets.filter((asset) => asset.kind === 'css');
  return [
    {
      bench,
      name: `first-screen JS gzip (${js.length} files)`,
      value: kb(js, 'gzip'),
      unit: 'KB',
      target: bundleBudgetKb,
    },
    { bench, name: 'first-screen JS brotli', value: kb(js, 'brotli'), unit: 'KB' },
    { bench, name: `first-screen CSS gzip (${css.length} files)`, value: kb(css, 'gzip'), unit: 'KB' },
    { bench, name: 'first-screen CSS brotli', value: kb(css, 'brotli'), unit: 'KB' },
    ...js
      .slice(0, process.env.BUNDLE_ALL ? 999 : 5)
      .map((asset) => ({ bench, name: `largest: ${asset.file} (gzip)`, value: asset.gzip / 1024, unit: 'KB' })),
    {
      bench,
      name: `on-demand chunks loaded meanwhile, not counted (firebase, signature_pad, PDF, realtime)${heavy.length ? `: ${heavy.map((s) => s.file).join(', ')}` : ''}`,
      value: kb(heavy, 'gzip'),
      unit: 'KB',
    },
  ];
}

/** Everything the service worker precaches (its manifest in dist/sw.js), raw and compressed, and its largest chunks. */
async function precacheFigures(): Promise<Figure[]> {
  const sw = await fs.readFile(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!))];
  if (urls.length === 0) throw new Error('no precache manifest in dist/sw.js');
  const files = await Promise.all(
    urls.map(async (url) => {
      const body = await fs.readFile(path.join(distDir, url));
      return { raw: body.length, ...sized(`/${url}`, url.endsWith('.css') ? 'css' : 'js', body) };
    }),
  );
  const bench = 'bundle-size precache';
  const chunks = files.filter((file) => file.file.endsWith('.js')).sort((a, b) => b.gzip - a.gzip);
  return [
    {
      bench,
      name: `total, ${files.length} files, as stored`,
      value: files.reduce((sum, f) => sum + f.raw, 0) / 1024,
      unit: 'KB',
    },
    { bench, name: 'total gzip', value: kb(files, 'gzip'), unit: 'KB' },
    { bench, name: 'total brotli', value: kb(files, 'brotli'), unit: 'KB' },
    ...chunks.slice(0, 5).map((chunk) => ({
      bench,
      name: `largest chunk: ${chunk.file} (gzip; brotli ${(chunk.brotli / 1024).toFixed(1)} KB)`,
      value: chunk.gzip / 1024,
      unit: 'KB',
    })),
  ];
}

export async function benchBundleSize(context: BenchContext): Promise<Figure[]> {
  const server = await startClientServer(context);
  try {
    const login = await firstScreenAssets(server.origin, '/login', 'form button[type="submit"]');
    const history = await firstScreenAssets(server.origin, '/absence-history', '[data-absence-id]', true);
    return [
      ...figuresOf('/login (visitor)', login),
      ...figuresOf('/absence-history (signed in)', history),
      ...(await precacheFigures()),
    ];
  } finally {
    await server.close();
  }
}

await runAloneIfMain(import.meta.url, benchBundleSize);
