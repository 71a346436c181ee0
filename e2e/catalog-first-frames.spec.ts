import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';

/** As @lingui/message-utils derives a message's id from its source text (no context: the catalogs use none). */
const messageId = (source: string) => createHash('sha256').update(`${source}\u001F`).digest('base64').slice(0, 6);

/** The id Lingui compiles each message of the catalog to: what a screen shows when it renders before its message. */
function compiledIds(): Set<string> {
  const text = readFileSync(join(import.meta.dirname, '../locales/en/messages.po'), 'utf8');
  const ids = new Set<string>();
  for (const match of text.matchAll(/^msgid ((?:".*"\n)+)/gm)) {
    const source = match[1]!
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
    if (source) ids.add(messageId(source));
  }
  return ids;
}

const knownIds = compiledIds();

/**
 * From the first byte of the document on, every text and readable attribute the page ever shows: a frame that shows
 * a message before its catalog is there is gone again a few milliseconds later, so the end state proves nothing.
 */
function recordEverythingShown() {
  const shown: string[] = ((window as unknown as { __shown: string[] }).__shown = []);
  const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'value'];
  const record = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent?.trim()) shown.push(node.textContent.trim());
      return;
    }
    if (!(node instanceof Element) || node.localName === 'style' || node.localName === 'script') return;
    for (const name of attributes) {
      const value = node.getAttribute(name);
      if (value) shown.push(value);
    }
    node.childNodes.forEach(record);
  };
  new MutationObserver((records) => {
    for (const change of records) {
      if (change.type === 'childList') change.addedNodes.forEach(record);
      else if (change.type === 'characterData') record(change.target);
      else record(change.target);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: attributes,
  });
}

/** Opens `path` with a slow CPU and network, as a phone on a patchy link, and returns the message ids it ever showed. */
async function idsShownWhileOpening(page: Page, path: string, heading: RegExp): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 400_000,
    uploadThroughput: 200_000,
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  // The rest of the catalog arrives after the first screen: what it changes is recorded too.
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
  expect(shown.length, `${path} showed some text`).toBeGreaterThan(0);
  return [...new Set(shown.flatMap((text) => text.split(/[^A-Za-z0-9+/]+/)).filter((word) => knownIds.has(word)))];
}

// A start without a service worker (the first visit, or a browser without one) loads only its screen's part of the
// catalog: the case where a screen could render with messages missing.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordEverythingShown);
});

test('a teacher reloading lazy screens sees their texts from the first frame, never message ids', async ({ page }) => {
  test.slow();
  await signIn(page, 'erzieherin@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  for (const [path, heading] of [
    ['/blackboard/new', /^Neuer Beitrag$/],
    ['/chat/users', /./],
    ['/ru/blackboard/new', /^Новое объявление$/],
    ['/el/blackboard', /./],
  ] as const) {
    expect.soft(await idsShownWhileOpening(page, path, heading), path).toEqual([]);
  }
});

test('a parent reloading lazy screens in German and Russian sees no message ids', async ({ page }) => {
  test.slow();
  await signIn(page, 'eltern@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  for (const path of ['/report-absence', '/ru/chat/users', '/ru/profile', '/absence-history']) {
    expect.soft(await idsShownWhileOpening(page, path, /./), path).toEqual([]);
  }
});
