import type { Browser, BrowserContext } from 'playwright-core';
import { benchAccounts } from './fixtures/kindergarten-people.ts';
import { signInAndWarmUp, startClientServer } from './offline-start-client.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { median, type Figure } from './support/figures.ts';
import { launchChromium } from './support/headless-chromium.ts';

/** Issue 8: a room with 10,000 messages on the device opens at the newest message within 150 ms. */
const openTargetMs = 150;
const messageCount = 10_000;
const runs = 7;

/** Records, from the document's time origin, when the newest message is on screen (list scrolled to its end). */
const roomProbe = `(() => {
  new MutationObserver((_, observer) => {
    const rows = document.querySelectorAll('[data-message-id]');
    if (rows.length && rows[rows.length - 1].getBoundingClientRect().top < window.innerHeight) {
      window.__newestAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

type ProbeWindow = { __newestAt?: number };

/** Writes `count` messages of the room straight into IndexedDB (as a long-lived room's history would be). */
const fillRoom = (roomId: string, senderIds: string[], count: number) => `(async () => {
  const db = await new Promise((resolve, reject) => { const open = indexedDB.open('kita'); open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  const start = Date.now() - ${count} * 60_000 - 86_400_000;
  await new Promise((resolve, reject) => {
    const tx = db.transaction('messages', 'readwrite');
    const store = tx.objectStore('messages');
    const senders = ${JSON.stringify(senderIds)};
    for (let i = 0; i < ${count}; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      const id = '0190' + String(i).padStart(4, '0') + '-0000-7000-8000-' + String(i).padStart(12, '0');
      store.put({ id, room_id: ${JSON.stringify(roomId)}, sender_id: senders[i % senders.length], message: 'Nachricht ' + i + ' aus der Bench: heute Nachmittag Ausflug in den Park, bitte an Sonnencreme denken.', created_at: at, updated_at: at, version: 1, deleted_at: null });
    }
    tx.oncomplete = resolve; tx.onerror = () => reject(tx.error);
  });
  db.close();
})()`;

async function openRoomMs(context: BrowserContext, path: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__newestAt !== undefined, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => (window as unknown as ProbeWindow).__newestAt!);
  await page.close();
  return ms;
}

/** In the app: from a tap on the room in /chat until its newest message is on screen (no page load). */
async function inAppOpenMs(context: BrowserContext, roomId: string): Promise<number> {
  const page = await context.newPage();
  await page.goto('/chat');
  await page.locator(`.chat-row[data-room-id="${roomId}"] a`).waitFor();
  await page.waitForTimeout(300);
  const ms = await page.evaluate<number>(`new Promise((resolve) => {
    const started = performance.now();
    new MutationObserver((_, observer) => {
      const rows = document.querySelectorAll('[data-message-id]');
      if (rows.length && rows[rows.length - 1].getBoundingClientRect().top < window.innerHeight) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    }).observe(document, { childList: true, subtree: true });
    document.querySelector('.chat-row[data-room-id="${roomId}"] a').click();
  })`);
  await page.close();
  return ms;
}

/** BENCH_TRACE=file.json: one offline open recorded as a Chromium trace (chrome://tracing, Perfetto) for profiling. */
async function traceOpen(browser: Browser, context: BrowserContext, path: string, file: string): Promise<void> {
  const page = await context.newPage();
  await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'] });
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__newestAt !== undefined, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  await browser.stopTracing();
  await page.close();
}

/** Scrolls to the top and times until the previous page of messages is in the list. */
async function previousPageMs(context: BrowserContext, path: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('[data-message-id]').first().waitFor();
  await page.waitForTimeout(500);
  const ms = await page.evaluate<number>(`(async () => {
    const before = document.querySelectorAll('[data-message-id]').length;
    const started = performance.now();
    window.scrollTo(0, 0);
    while (document.querySelectorAll('[data-message-id]').length <= before) await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  })()`);
  await page.close();
  return ms;
}

export async function benchChatRoom(context: BenchContext): Promise<Figure[]> {
  const server = await startClientServer(context);
  const browser = await launchChromium();
  try {
    const browserContext = await browser.newContext({ baseURL: server.origin, viewport: { width: 390, height: 844 } });
    await browserContext.addInitScript(roomProbe);
    const warm = await browserContext.newPage();
    await signInAndWarmUp(warm, benchAccounts.parent, benchAccounts.password);
    await warm.goto('/chat');
    const row = warm.locator('.chat-row[data-room-id]').first();
    await row.waitFor({ timeout: 60_000 });
    const roomId = (await row.getAttribute('data-room-id'))!;
    const senders = await warm.evaluate<string[]>(`(async () => {
      const db = await new Promise((resolve) => { const open = indexedDB.open('kita'); open.onsuccess = () => resolve(open.result); });
      const rows = await new Promise((resolve) => { const request = db.transaction('room_members').objectStore('room_members').getAll(); request.onsuccess = () => resolve(request.result); });
      db.close();
      return rows.filter((row) => row.room_id === ${JSON.stringify(roomId)}).map((row) => row.user_id);
    })()`);
    await warm.evaluate(fillRoom(roomId, senders, messageCount));
    await warm.close();
    await browserContext.setOffline(true);
    const path = `/chat/room/${roomId}`;
    const opens: number[] = [];
    for (let run = 0; run < runs; run++) opens.push(await openRoomMs(browserContext, path));
    if (process.env.BENCH_TRACE) await traceOpen(browser, browserContext, path, process.env.BENCH_TRACE);
    const inApp: number[] = [];
    for (let run = 0; run < runs; run++) inApp.push(await inAppOpenMs(browserContext, roomId));
    const pages: number[] = [];
    for (let run = 0; run < 3; run++) pages.push(await previousPageMs(browserContext, path));
    const bench = `chat room ${messageCount.toLocaleString('en')} messages`;
    return [
      { bench, name: `navigation → newest message on screen, offline, median of ${runs}`, value: median(opens), unit: 'ms', target: openTargetMs },
      { bench, name: `tap in /chat → newest message on screen, offline, median of ${runs}`, value: median(inApp), unit: 'ms', target: openTargetMs },
      { bench, name: 'scroll to top → previous page in the list, median of 3', value: median(pages), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

await runAloneIfMain(import.meta.url, benchChatRoom);
