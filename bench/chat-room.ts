import type { Browser, BrowserContext } from 'playwright-core';
import { benchAccounts } from './fixtures/kindergarten-people.ts';
import { signInAndWarmUp, startClientServer } from './offline-start-client.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { keepSnapshotOf, screenProbe, screenTimes, type ScreenTimes } from './support/screen-probe.ts';
import { median, type Figure } from './support/figures.ts';
import { pageHeap } from './support/page-heap.ts';
import { launchChromium } from './support/headless-chromium.ts';
import { fillFirstChatRoom } from './support/fill-chat-room.ts';

/** A room with 10,000 messages on the device opens at the newest message within 150 ms. */
const openTargetMs = 150;
const messageCount = 10_000;
const runs = 7;

const messageRow = '[data-message-id]';
/** From the document's time origin: the newest message on screen (the list at its end), from the snapshot or the app. */
const roomProbe = screenProbe(messageRow, { lastOnScreen: true });

async function openRoom(context: BrowserContext, path: string): Promise<ScreenTimes> {
  const page = await context.newPage();
  await page.addInitScript(roomProbe);
  await page.goto(path);
  const times = await screenTimes(page, 30_000);
  await page.close();
  return times;
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
  await browser.startTracing(page, {
    path: file,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.addInitScript(roomProbe);
  await page.goto(path);
  await screenTimes(page, 30_000);
  await page.waitForTimeout(500);
  await browser.stopTracing();
  await page.close();
}

/** Scrolls to the top and times until the previous page of messages is in the list. */
async function previousPageMs(
  context: BrowserContext,
  path: string,
): Promise<{ ms: number; heapOpen: number; heapPeak: number }> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('#root [data-message-id]').first().waitFor();
  await page.locator('.screen-snapshot').waitFor({ state: 'detached' });
  await page.waitForTimeout(500);
  const heap = await pageHeap(page);
  const heapOpen = await heap.afterGc();
  const sampler = heap.sample();
  const ms = await page.evaluate<number>(`(async () => {
    const before = document.querySelectorAll('[data-message-id]').length;
    const started = performance.now();
    window.scrollTo(0, 0);
    while (document.querySelectorAll('[data-message-id]').length <= before) await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  })()`);
  await page.waitForTimeout(300);
  const heapPeak = await sampler.stop();
  await page.close();
  return { ms, heapOpen, heapPeak };
}

export async function benchChatRoom(context: BenchContext): Promise<Figure[]> {
  const server = await startClientServer(context);
  const browser = await launchChromium();
  try {
    const browserContext = await browser.newContext({ baseURL: server.origin, viewport: { width: 390, height: 844 } });
    const warm = await browserContext.newPage();
    await signInAndWarmUp(warm, benchAccounts.parent, benchAccounts.password);
    const path = await fillFirstChatRoom(warm, messageCount);
    const roomId = path.slice(path.lastIndexOf('/') + 1);
    // As after the user's last visit of the room: its snapshot is kept, taken at its newest message (ADR 0009).
    await keepSnapshotOf(warm, path, messageRow, { last: true });
    await warm.close();
    await browserContext.setOffline(true);
    const opens: ScreenTimes[] = [];
    for (let run = 0; run < runs; run++) opens.push(await openRoom(browserContext, path));
    if (process.env.BENCH_TRACE) await traceOpen(browser, browserContext, path, process.env.BENCH_TRACE);
    const inApp: number[] = [];
    for (let run = 0; run < runs; run++) inApp.push(await inAppOpenMs(browserContext, roomId));
    const pages: { ms: number; heapOpen: number; heapPeak: number }[] = [];
    for (let run = 0; run < 3; run++) pages.push(await previousPageMs(browserContext, path));
    const bench = `chat room ${messageCount.toLocaleString('en')} messages`;
    return [
      {
        bench,
        name: `navigation → newest message on screen, offline, median of ${runs}; from the snapshot in ${opens.filter((times) => times.fromSnapshot).length}`,
        value: median(opens.map((times) => times.firstContentMs)),
        unit: 'ms',
        target: openTargetMs,
      },
      {
        bench,
        name: "navigation → the app's own room at its newest message (the snapshot gone), median",
        value: median(opens.map((times) => times.appScreenMs)),
        unit: 'ms',
      },
      {
        bench,
        name: `tap in /chat → newest message on screen, offline, median of ${runs}`,
        value: median(inApp),
        unit: 'ms',
        target: openTargetMs,
      },
      {
        bench,
        name: 'scroll to top → previous page in the list, median of 3',
        value: median(pages.map((page) => page.ms)),
        unit: 'ms',
      },
      {
        bench,
        name: "JS heap with the app's room open at its newest message, after GC, median of 3",
        value: median(pages.map((page) => page.heapOpen)),
        unit: 'B',
      },
      {
        bench,
        name: 'JS heap peak while the previous page loads, median of 3',
        value: median(pages.map((page) => page.heapPeak)),
        unit: 'B',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

await runAloneIfMain(import.meta.url, benchChatRoom);
