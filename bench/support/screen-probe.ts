import type { Page } from 'playwright-core';

/**
 * Init script (page.addInitScript): from the document's time origin, when the user's last snapshot of the screen
 * (ADR 0009; put into the document by the service worker) is in the document, when the app's own rows matching
 * `selector` are in `#root`, and when the snapshot is gone again (the app's own screen is what the user sees).
 */
export const screenProbe = (selector: string, { lastOnScreen = false } = {}) => `(() => {
  const probe = (window.__screenProbe = {});
  // With lastOnScreen (a chat room): the last row matching must be on screen, not only in the document.
  const shown = (root) => {
    const rows = root.querySelectorAll(${JSON.stringify(selector)});
    return rows.length > 0 && (!${lastOnScreen} || rows[rows.length - 1].getBoundingClientRect().top < window.innerHeight);
  };
  new MutationObserver((_, observer) => {
    const now = performance.now();
    const snapshot = document.querySelector('.screen-snapshot');
    if (probe.snapshotAt === undefined && snapshot) probe.snapshotAt = now;
    if (probe.snapshotAt !== undefined && probe.snapshotGoneAt === undefined && !snapshot) probe.snapshotGoneAt = now;
    const root = document.getElementById('root');
    if (probe.appContentAt === undefined && root && shown(root)) probe.appContentAt = now;
    if (probe.appContentAt !== undefined && (probe.snapshotAt === undefined || probe.snapshotGoneAt !== undefined)) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})();`;

type Probe = { snapshotAt?: number; snapshotGoneAt?: number; appContentAt?: number };

export type ScreenTimes = {
  /** Navigation → the user's data on screen: the first contentful paint when the snapshot was in it, else the app's rows. */
  firstContentMs: number;
  /** Navigation → the app's own screen: its rows in `#root` and the snapshot gone. */
  appScreenMs: number;
  fromSnapshot: boolean;
};

/** Waits (bounded) for the app's own screen, then reads the probe and the first contentful paint. */
export async function screenTimes(page: Page, timeout = 60_000): Promise<ScreenTimes> {
  await page.waitForFunction(
    () => {
      const probe = (window as unknown as { __screenProbe?: Probe }).__screenProbe;
      return (
        probe?.appContentAt !== undefined && (probe.snapshotAt === undefined || probe.snapshotGoneAt !== undefined)
      );
    },
    null,
    { timeout },
  );
  const { probe, paint } = await page.evaluate(() => ({
    probe: (window as unknown as { __screenProbe: Probe }).__screenProbe,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  const fromSnapshot = probe.snapshotAt !== undefined && paint !== undefined && probe.snapshotAt <= paint;
  return {
    firstContentMs: fromSnapshot ? paint : probe.appContentAt!,
    appScreenMs: Math.max(probe.appContentAt!, probe.snapshotGoneAt ?? 0),
    fromSnapshot,
  };
}

/**
 * Opens `path` in the warm-up page and waits until the app has kept its snapshot (it does once the screen has been
 * quiet for a second), then checks the snapshot holds the user's rows (`selector`): only then does a paint of it count
 * as real content.
 */
export async function keepSnapshotOf(page: Page, path: string, selector: string, { last = false } = {}): Promise<void> {
  await page.goto(path);
  await page.locator(selector).first().waitFor({ timeout: 120_000 });
  // `last`: the snapshot must hold the last row the screen shows (a chat room's newest message), taken at its end.
  const lastId = last
    ? await page
        .locator(selector)
        .last()
        .evaluate((row) => row.outerHTML.slice(0, row.outerHTML.indexOf('>') + 1))
    : null;
  const key = `${new URL(page.url()).origin}/__screens${path === '/' ? '' : path}/`;
  const readSnapshot = `(async () => {
    const stored = await (await caches.open('kita-screens')).match(${JSON.stringify(key)});
    if (!stored) return null;
    const { html, anchor } = await stored.json();
    const lastTag = ${JSON.stringify(lastId)};
    if (lastTag !== null) return anchor === 'bottom' && html.includes(lastTag);
    return new DOMParser().parseFromString(html, 'text/html').querySelector(${JSON.stringify(selector)}) !== null;
  })()`;
  const deadline = Date.now() + 30_000;
  let holdsRows: boolean | null = null;
  // The page may rewrite the snapshot meanwhile; a snapshot taken before the rows were in would not count.
  while (Date.now() < deadline && holdsRows !== true) {
    await page.waitForTimeout(500);
    holdsRows = await page.evaluate<boolean | null>(readSnapshot);
  }
  if (holdsRows !== true) throw new Error(`no snapshot with ${selector} of ${path} was kept within 30 s`);
}
