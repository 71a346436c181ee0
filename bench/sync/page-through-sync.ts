import { gzipSync } from 'node:zlib';
import type { SyncResponse } from '#contract/sync';
import type { recordServerTimes } from '../support/server-timing.ts';
import { sum } from '../support/figures.ts';
import { wireRequest } from '../support/wire-request.ts';

export type WirePass = {
  pages: SyncResponse[];
  ms: number;
  rows: number;
  bodyBytes: number;
  headerBytes: number;
  requestBytes: number;
  /** What the same bodies would weigh gzip-compressed (level 6, what @fastify/compress uses by default). */
  gzipBytes: number;
  serverMs: number[];
  largestPageBytes: number;
};

/**
 * GET /api/sync from no cursor until `has_more` is false, exactly as the client pages (same `limit`), counting bytes
 * and the server's time per page. Parsing is inside the clock: the client must read the cursor before asking again.
 */
export async function pageThroughSync(
  origin: string,
  token: string,
  timer: ReturnType<typeof recordServerTimes>,
  limit = 1000,
): Promise<WirePass> {
  const answers = [];
  let cursor: string | null = null;
  timer.take('/api/sync');
  const started = performance.now();
  for (let page = 0; page < 1_000; page++) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const answer = await wireRequest(`${origin}/api/sync?${query}`, { token, acceptGzip: true });
    if (answer.status !== 200) throw new Error(`GET /api/sync answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    const body = JSON.parse(answer.body) as SyncResponse;
    answers.push({ answer, body });
    cursor = body.cursor;
    if (!body.has_more) break;
  }
  const ms = performance.now() - started;
  const pages = answers.map((a) => a.body);
  return {
    pages,
    ms,
    rows: sum(pages.map((p) => sum(Object.values(p.changes).map((rows) => rows?.length ?? 0)))),
    bodyBytes: sum(answers.map((a) => a.answer.bodyBytes)),
    headerBytes: sum(answers.map((a) => a.answer.headerBytes)),
    requestBytes: sum(answers.map((a) => a.answer.requestBytes)),
    gzipBytes: sum(
      answers.map((a) => (a.answer.contentEncoding ? a.answer.bodyBytes : gzipSync(a.answer.body).length)),
    ),
    serverMs: timer.take('/api/sync'),
    largestPageBytes: Math.max(...answers.map((a) => a.answer.bodyBytes)),
  };
}
