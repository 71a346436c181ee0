import type { SyncResponse } from '#contract/sync';
import { apiExchange } from '../api/api-client.ts';
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

/**
 * GET /api/sync page after page from the user's stored cursor until `has_more` is false. The network call and the
 * Dexie transaction never overlap (PITFALLS: no fetch inside a transaction). Push before pull: the runtime drains the
 * outbox first.
 */
export async function pullChanges(userId: string, token: string): Promise<PullResult> {
  for (let page = 0; page < maxPages; page++) {
    const cursor = (await db.sync_state.get(userId))?.cursor ?? null;
    const query = new URLSearchParams({ limit: String(pageLimit) });
    if (cursor) query.set('cursor', cursor);
    let answer;
    try {
      answer = await apiExchange(`/api/sync?${query}`, { token, timeoutMs: 60_000 });
    } catch {
      return 'offline';
    }
    if ([401, 419, 503].includes(answer.status)) return 'session-ended';
    if (answer.status !== 200 || !looksLikeSyncPage(answer.body)) return 'failed';
    if (!(await applySyncPage(userId, answer.body))) return 'signed-out';
    if (!answer.body.has_more) return 'done';
  }
  return 'done';
}
