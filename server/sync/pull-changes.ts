import type { SyncResponse } from '#contract/sync';
import type { SyncRepository, VersionedRow } from '../repositories/sync-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { formatSyncCursor, parseSyncCursor, scopeFingerprint } from './sync-cursor.ts';

type Change = { table: string; row: VersionedRow };

/**
 * The first `limit` changes after `after` in version order across every table. Each table is asked for at most
 * `limit + 1` rows below the current bound, and the bound shrinks to the `limit`-th change found so far, so later
 * tables fetch only what can still make the page.
 */
async function firstChanges(sync: SyncRepository, viewer: Viewer, after: number, watermark: number, limit: number) {
  let changes: Change[] = [];
  let upTo = watermark;
  let hasMore = false;
  for (const table of sync.tables()) {
    const rows = await sync.changedRows(table, viewer, { after, upTo }, limit + 1);
    changes = changes.concat(rows.map((row) => ({ table, row })));
    if (changes.length > limit) {
      changes.sort((a, b) => a.row.version - b.row.version);
      changes = changes.slice(0, limit);
      upTo = changes[limit - 1]!.row.version;
      hasMore = true;
    }
  }
  return { changes, hasMore, reachedVersion: hasMore ? upTo : watermark };
}

/** GET /api/sync for one viewer (shape and client duties in contract/sync.ts; the watermark: ADR 0003). */
export async function pullChanges(
  sync: SyncRepository,
  viewer: Viewer,
  input: { cursor?: string; limit: number },
): Promise<SyncResponse> {
  // Scope first: a guardianship committed between the two reads then shows up as a scope change on the next pull,
  // instead of slipping under the cursor with the older rows it brings into view.
  const cursor = parseSyncCursor(input.cursor);
  const { scopeVersion, head } = await sync.scopeAndHead(viewer, cursor.version);
  const scope = scopeFingerprint(viewer, scopeVersion);
  // Nothing new, the most frequent pull: the cursor (a watermark once) is the newest version handed out, so no write
  // is in flight below it and none can land there later. The same answer the locked path would give, without the lock.
  if (cursor.version > 0 && cursor.scope === scope && cursor.version === head)
    return {
      cursor: formatSyncCursor({ version: cursor.version, scope }),
      reset: false,
      changes: {},
      tombstones: {},
      acknowledged_keys: [],
      has_more: false,
    };
  const watermark = await sync.watermark();
  // A cursor from before a change of scope, or from another (e.g. restored) database, cannot be continued.
  const reset = cursor.version > 0 && (cursor.scope !== scope || cursor.version > watermark);
  const after = reset ? 0 : cursor.version;

  const response: SyncResponse = {
    cursor: formatSyncCursor({ version: watermark, scope }),
    reset,
    changes: {},
    tombstones: {},
    acknowledged_keys: [],
    has_more: false,
  };
  if (after >= watermark) return response;

  const { changes, hasMore, reachedVersion } = await firstChanges(sync, viewer, after, watermark, input.limit);
  changes.sort((a, b) => a.row.version - b.row.version);
  for (const { table, row } of changes) {
    if (row.deleted_at !== null) ((response.tombstones as Record<string, string[]>)[table] ??= []).push(row.id);
    else ((response.changes as Record<string, unknown[]>)[table] ??= []).push(row);
  }
  response.acknowledged_keys = await sync.acknowledgedKeys(viewer.userId, { after, upTo: reachedVersion });
  response.cursor = formatSyncCursor({ version: reachedVersion, scope });
  response.has_more = hasMore;
  return response;
}
