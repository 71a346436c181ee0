import type { SyncResponse } from '#contract/sync';
import { apiExchange } from '../api/api-exchange.ts';
import { db } from '../db/kita-db.ts';
import { applySyncPage } from './apply-sync-page.ts';

export type PullResult = 'done' | 'session-ended' | 'offline' | 'failed' | 'signed-out';

/** Pages per pull at most: a first sync of a large kindergarten is ~60 pages of 500; bounded so no loop runs away. */
const maxPages = 1_000;
/** The server's maximum: half the round trips and per-page queries of 500 (bench/sync-first.ts). */
const pageLimit = 1000;

function looksLikeSyncPage(body: unknown): body is SyncResponse {
  const page = body as Partial<SyncResponse> | null;
  return (
    !!page && typeof page.cursor === 'string' && typeof page.has_more === 'boolean' && typeof page.changes === 'object'
  );
}

type Fetched = { page: SyncResponse } | { stop: PullResult };

/** One page; never rejects, so a page fetched ahead and then not needed cannot become an unhandled rejection. */
async function fetchPage(token: string, cursor: string | null): Promise<Fetched> {
  const query = new URLSearchParams({ limit: String(pageLimit) });
  if (cursor) query.set('cursor', cursor);
  let answer;
  try {
    answer = await apiExchange(`/api/sync?${query}`, { token, timeoutMs: 60_000 });
  } catch {
    return { stop: 'offline' };
  }
  if ([401, 419, 503].includes(answer.status)) return { stop: 'session-ended' };
  if (answer.status !== 200 || !looksLikeSyncPage(answer.body)) return { stop: 'failed' };
  return { page: answer.body };
}

/**
 * GET /api/sync page after page from the user's stored cursor until `has_more` is false. The next page is asked for
 * while the current one is written to IndexedDB, so server time and apply time overlap (bench/sync-first.ts); the
 * network call and the Dexie transaction still never share a transaction (PrematureCommitError). Push before pull:
 * the runtime drains the outbox first.
 */
export async function pullChanges(userId: string, token: string): Promise<PullResult> {
  let next = fetchPage(token, (await db.sync_state.get(userId))?.cursor ?? null);
  for (let count = 0; count < maxPages; count++) {
    const fetched = await next;
    if ('stop' in fetched) return fetched.stop;
    const { page } = fetched;
    if (page.has_more) next = fetchPage(token, page.cursor);
    if (!(await applySyncPage(userId, page))) return 'signed-out';
    if (!page.has_more) return 'done';
  }
  return 'done';
}
