import type { SyncResponse } from '#contract/sync';
import type { SyncTable } from '#contract/sync-rows';
import { db, syncedTable, syncedTableNamesOf } from '../db/kita-db.ts';
import type { SyncedRow } from '../db/synced-tables.ts';
import { entityKey } from './outbox-entry.ts';
import { mergeServerRows, queuedWritesOf, removeServerRows, type QueuedWrites } from './server-rows.ts';
import { asSignedInUser } from './user-transaction.ts';

/** `reset`: what the user may see changed; every synced row goes except those the user still has writes queued for. */
async function discardSyncedRows(queued: QueuedWrites): Promise<void> {
  for (const table of syncedTableNamesOf()) {
    const ids = (await syncedTable(table).toCollection().primaryKeys()) as string[];
    await syncedTable(table).bulkDelete(ids.filter((id) => !queued.has(entityKey({ table, id }))));
  }
}

/**
 * Applies one page of GET /api/sync in one Dexie transaction, as contract/sync.ts prescribes. Entries whose
 * Idempotency-Key the server acknowledged are done (their response was lost, the write landed): they are dropped
 * first, so the server's copy of their row is taken from this very page. Returns false when the user is no longer
 * signed in (nothing written). A table this device has no store for is skipped.
 */
export function applySyncPage(userId: string, page: SyncResponse): Promise<boolean> {
  return asSignedInUser(userId, async () => {
    const acknowledged = new Set(page.acknowledged_keys);
    const queued = await queuedWritesOf(userId, acknowledged);
    await db.outbox.bulkDelete(
      (await db.outbox.where('userId').equals(userId).primaryKeys()).filter((id) => acknowledged.has(id)),
    );
    if (page.reset) await discardSyncedRows(queued);
    const stored: ReadonlySet<string> = new Set(syncedTableNamesOf());
    for (const [table, rows] of Object.entries(page.changes) as [SyncTable, SyncedRow[] | undefined][]) {
      if (rows?.length && stored.has(table)) await mergeServerRows(table, rows, queued);
    }
    for (const [table, ids] of Object.entries(page.tombstones) as [SyncTable, string[] | undefined][]) {
      if (ids?.length && stored.has(table)) await removeServerRows(table, ids, queued);
    }
    await db.sync_state.put({ userId, cursor: page.cursor, pulledAt: Date.now() });
  });
}
