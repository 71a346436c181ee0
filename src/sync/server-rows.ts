import type { SyncTable } from '#contract/sync-rows';
import { db, syncedTable } from '../db/kita-db.ts';
import type { SyncedRow } from '../db/synced-tables.ts';
import { entityKey, type OutboxEntry } from './outbox-entry.ts';

/** A user's queued writes by entity: the rows a pull or an event must not overwrite. */
export type QueuedWrites = Map<string, OutboxEntry[]>;

/** Call inside a transaction that includes the outbox. */
export async function queuedWritesOf(userId: string, except: ReadonlySet<string> = new Set()): Promise<QueuedWrites> {
  const queued: QueuedWrites = new Map();
  for (const entry of await db.outbox.where('userId').equals(userId).toArray()) {
    if (except.has(entry.id)) continue;
    const key = entityKey(entry.entity);
    queued.set(key, [...(queued.get(key) ?? []), entry]);
  }
  return queued;
}

/** The server's newest word on a row with queued writes: what a discard returns to. */
async function rebase(entries: OutboxEntry[], row: SyncedRow | null): Promise<void> {
  for (const entry of entries) {
    if (row && entry.base && entry.base.version > row.version) continue;
    entry.base = row;
    await db.outbox.update(entry.id, { base: row });
  }
}

/**
 * Stores rows the server sent (pull, realtime, an answer). A row with a queued write of the user stays as the user
 * wrote it and only remembers the server's row; otherwise the higher version wins, so an older copy arriving late
 * (another tab's pull, a slow event) never replaces a newer one. Call inside `asSignedInUser`.
 */
export async function mergeServerRows(
  table: SyncTable,
  rows: readonly SyncedRow[],
  queued: QueuedWrites,
): Promise<void> {
  const target = syncedTable(table);
  const existing = await target.bulkGet(rows.map((row) => row.id));
  const toPut: SyncedRow[] = [];
  for (const [index, row] of rows.entries()) {
    const entries = queued.get(entityKey({ table, id: row.id }));
    if (entries?.length) await rebase(entries, row);
    else if (!existing[index] || existing[index].version <= row.version) toPut.push(row);
  }
  await target.bulkPut(toPut);
}

/** Tombstones: removed unless the user still has a write queued for the row (that write's answer settles it). */
export async function removeServerRows(table: SyncTable, ids: readonly string[], queued: QueuedWrites): Promise<void> {
  const removable: string[] = [];
  for (const id of ids) {
    const entries = queued.get(entityKey({ table, id }));
    if (entries?.length) await rebase(entries, null);
    else removable.push(id);
  }
  await syncedTable(table).bulkDelete(removable);
}
