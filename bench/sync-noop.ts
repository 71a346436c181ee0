import type { SyncResponse } from '#contract/sync';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { median, percentile, type Figure } from './support/figures.ts';
import { recordServerTimes } from './support/server-timing.ts';
import { wireRequest } from './support/wire-request.ts';

/** A sync with nothing new costs under 1 KB on the wire. */
const targetBytes = 1_000;
const requests = 50;

/** Pages through everything (big pages: only the final cursor matters here) and returns the cursor at the head. */
export async function headCursor(origin: string, token: string): Promise<string> {
  let cursor = '';
  for (let page = 0; page < 1_000; page++) {
    const answer = await wireRequest(`${origin}/api/sync?limit=1000${cursor ? `&cursor=${cursor}` : ''}`, { token });
    const body = JSON.parse(answer.body) as SyncResponse;
    cursor = body.cursor;
    if (!body.has_more) return cursor;
  }
  throw new Error('the sync never reached its head');
}

async function noopFigures(context: BenchContext, who: 'parent' | 'staff'): Promise<Figure[]> {
  const { origin } = context.server;
  const { token } = context[who];
  const cursor = await headCursor(origin, token);
  const timer = recordServerTimes();
  try {
    timer.take('/api/sync');
    const answers = [];
    // Sequential, like one client polling: the server time is not inflated by our own concurrency.
    for (let i = 0; i < requests; i++)
      answers.push(await wireRequest(`${origin}/api/sync?cursor=${cursor}&limit=500`, { token, acceptGzip: true }));
    const last = answers.at(-1)!;
    const page = JSON.parse(last.body) as SyncResponse;
    if (page.has_more || Object.keys(page.changes).length > 0)
      throw new Error(`a sync at the head returned changes: ${last.body.slice(0, 200)}`);
    const serverMs = timer.take('/api/sync');
    const bench = `sync-noop ${who}`;
    return [
      {
        bench,
        name: `response on the wire (headers ${last.headerBytes} + body ${last.bodyBytes})`,
        value: last.headerBytes + last.bodyBytes,
        unit: 'B',
        target: targetBytes,
      },
      { bench, name: 'request on the wire (incl. bearer token)', value: last.requestBytes, unit: 'B' },
      { bench, name: `server time, median of ${requests}`, value: median(serverMs), unit: 'ms' },
      { bench, name: `server time, p95 of ${requests}`, value: percentile(serverMs, 0.95), unit: 'ms' },
      { bench, name: 'round trip seen by the client, median', value: median(answers.map((a) => a.ms)), unit: 'ms' },
    ];
  } finally {
    timer.stop();
  }
}

export async function benchSyncNoop(context: BenchContext): Promise<Figure[]> {
  return [...(await noopFigures(context, 'parent')), ...(await noopFigures(context, 'staff'))];
}

await runAloneIfMain(import.meta.url, benchSyncNoop);
