import type { SyncRows, SyncTable } from '#contract/sync-rows';
import { v7 as uuidv7 } from 'uuid';
import { db, syncedTable } from '../db/kita-db.ts';
import type { SyncedRow } from '../db/synced-tables.ts';
import { entityKey, type OutboxEntry, type OutboxMethod } from './outbox-entry.ts';
import { requestBackgroundSync } from './background-sync.ts';
import type { OutboxUpload } from './outbox-upload.ts';
import { requestDrain } from './sync-signals.ts';

export interface Command<T extends SyncTable> {
  /** What the write is, for logs and screens (a verb and its entity, e.g. 'update-post'). */
  kind: string;
  table: T;
  /** The row as it should look now; `version: 0` = not confirmed yet; `deleted_at` set = removed from view. */
  row: SyncRows[T];
  method: OutboxMethod;
  path: string;
  body: unknown;
  /** A file the server needs before the call (outbox-upload.ts). */
  upload?: OutboxUpload;
  /** Write nothing when the row is on the device already (a record made once, e.g. that an item was opened). */
  once?: boolean;
  /** A record the app makes on its own, not the user's text: refused, it is dropped (outbox-entry.ts). */
  dropWhenRefused?: boolean;
}

/** Shows the optimistic row: a row marked deleted leaves the view. Call inside a transaction. */
export async function showOptimisticRow(table: SyncTable, row: SyncedRow): Promise<void> {
  if (row.deleted_at) await syncedTable(table).delete(row.id);
  else await syncedTable(table).put(row);
}

/**
 * The one way to write: the optimistic row and its outbox entry in ONE Dexie transaction, then a drain.
 * Throws when nobody is signed in (a write must belong to a user). False: a `once` command found its row and wrote
 * nothing.
 */
export async function runCommand<T extends SyncTable>(command: Command<T>): Promise<boolean> {
  const row = command.row as SyncedRow;
  const entity = { table: command.table, id: row.id };
  const written = await db.transaction('rw', [db.session, db.outbox, syncedTable(command.table)], async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error(`runCommand(${command.kind}) needs a signed-in user`);
    const earlier = (await db.outbox.where('userId').equals(session.userId).toArray()).filter(
      (entry) => entityKey(entry.entity) === entityKey(entity),
    );
    const existing = await syncedTable(command.table).get(row.id);
    if (command.once && existing) return false;
    const base = earlier.length ? earlier[0]!.base : existing && existing.version > 0 ? existing : null;
    const now = Date.now();
    const entry: OutboxEntry = {
      id: uuidv7(),
      userId: session.userId,
      kind: command.kind,
      method: command.method,
      path: command.path,
      body: command.body,
      entity,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      status: 'pending',
      lastError: null,
      row,
      base,
      ...(command.upload ? { upload: command.upload } : {}),
      ...(command.dropWhenRefused ? { dropWhenRefused: true } : {}),
    };
    await showOptimisticRow(command.table, row);
    await db.outbox.add(entry);
    return true;
  });
  if (!written) return false;
  requestDrain();
  // Offline: let the service worker send it when the connection is back, even if the page is closed by then.
  if (globalThis.navigator?.onLine === false) void requestBackgroundSync();
  return true;
}
