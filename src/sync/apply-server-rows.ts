import type { SyncTable } from '#contract/sync-rows';
import { syncedTableNamesOf } from '../db/kita-db.ts';
import type { SyncedRow } from '../db/synced-tables.ts';
import { mergeServerRows, queuedWritesOf, removeServerRows, type QueuedWrites } from './server-rows.ts';
import { asSignedInUser } from './user-transaction.ts';

/** Rows sent with a realtime event or a write's answer, in the shape of a sync page (contract/sync.ts). */
export interface ServerRows {
  changes: Partial<Record<SyncTable, SyncedRow[]>>;
  tombstones: Partial<Record<SyncTable, string[]>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const isRow = (value: unknown): value is SyncedRow =>
  isRecord(value) && typeof value.id === 'string' && typeof value.version === 'number';

/** Per synced table the items that pass `valid`; tables this device has no store for are left out. */
function byTable<T>(lists: unknown, valid: (item: unknown) => item is T): Partial<Record<SyncTable, T[]>> | null {
  if (!isRecord(lists)) return null;
  const synced: ReadonlySet<string> = new Set(syncedTableNamesOf());
  const result: Partial<Record<SyncTable, T[]>> = {};
  for (const [table, items] of Object.entries(lists)) {
    if (!synced.has(table)) continue;
    if (!Array.isArray(items) || !items.every(valid)) return null;
    result[table as SyncTable] = items;
  }
  return result;
}

/**
 * The rows a body carries (`changes`, optional `tombstones`), checked by structure only: every row has a string id
 * and a numeric version. A table the client does not sync is dropped, never used as a name. `absent` when the body
 * carries none, `unreadable` when they are malformed.
 */
export function readServerRows(body: unknown): ServerRows | 'absent' | 'unreadable' {
  if (!isRecord(body) || !('changes' in body)) return 'absent';
  const changes = byTable(body.changes, isRow);
  const tombstones =
    body.tombstones === undefined ? {} : byTable(body.tombstones, (id): id is string => typeof id === 'string');
  return changes && tombstones ? { changes, tombstones } : 'unreadable';
}

/** Stores rows as a sync page's are stored; call inside `asSignedInUser`. */
export async function storeServerRows(rows: ServerRows, queued: QueuedWrites): Promise<void> {
  for (const [table, list] of Object.entries(rows.changes) as [SyncTable, SyncedRow[]][]) {
    if (list.length) await mergeServerRows(table, list, queued);
  }
  for (const [table, ids] of Object.entries(rows.tombstones) as [SyncTable, string[]][]) {
    if (ids.length) await removeServerRows(table, ids, queued);
  }
}

/**
 * Stores rows for the signed-in user in one transaction, under the rule of a pull: a write the user still has queued
 * keeps its row, otherwise the higher version wins. Returns false when `userId` is no longer signed in.
 */
export function applyServerRows(userId: string, rows: ServerRows): Promise<boolean> {
  return asSignedInUser(userId, async () => storeServerRows(rows, await queuedWritesOf(userId)));
}
