import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { engineInNode, freshDevice } from './support/engine-in-node.ts';
import { median, sum, type Figure } from './support/figures.ts';
import { recordServerTimes } from './support/server-timing.ts';
import { firstSyncInChromium } from './sync/browser-first-sync.ts';
import { pageThroughSync } from './sync/page-through-sync.ts';

/** A first sync of the large kindergarten under 10 s on loopback. */
const targetMs = 10_000;

type Who = 'parent' | 'staff';

/** HTTP only: pages, bytes (as sent, and what gzip would make of them) and the server's time per page. */
async function wireFigures(context: BenchContext, who: Who): Promise<Figure[]> {
  const timer = recordServerTimes();
  try {
    const pass = await pageThroughSync(context.server.origin, context[who].token, timer);
    const bench = `sync-first ${who}`;
    return [
      { bench, name: 'HTTP paging, total', value: pass.ms, unit: 'ms', target: targetMs },
      { bench, name: `pages (limit 1000, as the client pages), rows ${pass.rows}`, value: pass.pages.length, unit: '' },
      {
        bench,
        name: 'response bytes on the wire (bodies + headers, as the server encodes them)',
        value: pass.bodyBytes + pass.headerBytes,
        unit: 'B',
      },
      { bench, name: 'bodies gzipped (what a phone receives)', value: pass.gzipBytes, unit: 'B' },
      { bench, name: 'largest page body', value: pass.largestPageBytes, unit: 'B' },
      { bench, name: 'server time per page, median', value: median(pass.serverMs), unit: 'ms' },
      { bench, name: 'server time per page, max', value: Math.max(...pass.serverMs), unit: 'ms' },
      { bench, name: 'server time, all pages', value: sum(pass.serverMs), unit: 'ms' },
    ];
  } finally {
    timer.stop();
  }
}

/** The engine's own pullChanges into its Dexie schema under fake-indexeddb: HTTP + parse + one transaction per page. */
async function nodeEngineFigures(context: BenchContext, who: Who): Promise<Figure[]> {
  const engine = await engineInNode(context.server.origin);
  const user = context[who];
  await freshDevice(engine, user.id, user.token);
  const started = performance.now();
  const result = await engine.pullChanges(user.id, user.token);
  const ms = performance.now() - started;
  if (result !== 'done') throw new Error(`engine pull as ${who} ended with ${result}`);
  return [
    {
      bench: `sync-first ${who}`,
      name: 'engine pull in Node (fake-indexeddb)',
      value: ms,
      unit: 'ms',
      target: targetMs,
    },
  ];
}

async function chromiumFigures(context: BenchContext, who: Who): Promise<Figure[]> {
  const timer = recordServerTimes();
  timer.take('/api/sync');
  const run = await firstSyncInChromium(context.server.origin, context[who]).finally(() => timer.stop());
  const serverMs = sum(timer.take('/api/sync'));
  if (run.result !== 'done') throw new Error(`engine pull in Chromium as ${who} ended with ${run.result}`);
  const bench = `sync-first ${who}`;
  return [
    {
      bench,
      name: `engine pull in Chromium (IndexedDB), ${run.rows} rows stored`,
      value: run.ms,
      unit: 'ms',
      target: targetMs,
    },
    { bench, name: '  of which server time (the rest: fetch, parse, IndexedDB)', value: serverMs, unit: 'ms' },
    { bench, name: 'Chromium JS heap peak during the pull', value: run.peakHeap, unit: 'B' },
    { bench, name: 'Chromium JS heap growth over idle page', value: run.peakHeap - run.baselineHeap, unit: 'B' },
  ];
}

export async function benchSyncFirst(context: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const who of ['parent', 'staff'] as const) {
    figures.push(
      ...(await wireFigures(context, who)),
      ...(await nodeEngineFigures(context, who)),
      ...(await chromiumFigures(context, who)),
    );
  }
  return figures;
}

await runAloneIfMain(import.meta.url, benchSyncFirst);
