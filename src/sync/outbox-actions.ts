import { v7 as uuidv7 } from 'uuid';
import { db, syncedTable } from '../db/kita-db.ts';
import type { SyncedRow } from '../db/synced-tables.ts';
import { byQueueOrder, entityKey, type OutboxEntry } from './outbox-entry.ts';
import { showOptimisticRow } from './run-command.ts';
import { requestDrain, requestPull } from './sync-signals.ts';

// Any synced table may be touched: the entry names it at run time.
const tables = () => db.tables;

async function entriesOfEntity(entry: OutboxEntry): Promise<OutboxEntry[]> {
  const all = await db.outbox.where('userId').equals(entry.userId).toArray();
  return all.filter((other) => entityKey(other.entity) === entityKey(entry.entity)).sort(byQueueOrder);
}

async function entryOrThrow(id: string): Promise<OutboxEntry> {
  const entry = await db.outbox.get(id);
  if (!entry) throw new Error(`No outbox entry ${id}`);
  return entry;
}

/**
 * Queues an entry again now. A refused (`failed`) entry gets a new id: the server replays the stored refusal for a
 * repeated Idempotency-Key. A waiting entry keeps its key: its earlier try may have landed.
 */
export async function retryOutboxEntry(id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await entryOrThrow(id);
    if (entry.status === 'sending') return;
    if (entry.status === 'pending') return void (await db.outbox.update(id, { nextAttemptAt: Date.now() }));
    await db.outbox.delete(id);
    await db.outbox.add({
      ...entry,
      id: uuidv7(),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: Date.now(),
      lastError: null,
    });
  });
  requestDrain();
}

/**
 * Replaces a refused (or never tried) write with the user's corrected row and body, as a new entry in the same
 * place of the queue. A write that may already have reached the server (tried without a definite answer) cannot be
 * edited: its create would be answered as the same write; queue an update command instead.
 */
export async function editOutboxEntry(id: string, change: { row: SyncedRow; body: unknown }): Promise<void> {
  await db.transaction('rw', tables(), async () => {
    const entry = await entryOrThrow(id);
    if (entry.status === 'sending' || (entry.status === 'pending' && entry.attempts > 0)) {
      throw new Error('This change may already have reached the server; queue a new change instead of editing it.');
    }
    const edited: OutboxEntry = {
      ...entry,
      id: uuidv7(),
      row: change.row,
      body: change.body,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: Date.now(),
      lastError: null,
    };
    const siblings = await entriesOfEntity(entry);
    await db.outbox.delete(id);
    await db.outbox.add(edited);
    if (siblings.at(-1)?.id === id) await showOptimisticRow(entry.entity.table, change.row);
  });
  requestDrain();
}

/**
 * Drops a write for good. The row shows what remains: the newest other queued write of it, else the server's last
 * row, else nothing (a create that never reached the server). Discarding a create drops the later writes of that row
 * too: they would only be refused. Without a known server row, a pull fetches it afresh.
 */
export async function discardOutboxEntry(id: string): Promise<void> {
  let needsPull = false;
  await db.transaction('rw', tables(), async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    const siblings = await entriesOfEntity(entry);
    const isCreate = entry.base === null && siblings[0]?.id === id;
    const remaining = isCreate ? [] : siblings.filter((other) => other.id !== id);
    await db.outbox.bulkDelete(isCreate ? siblings.map((other) => other.id) : [id]);
    const table = syncedTable(entry.entity.table);
    const newest = remaining.at(-1);
    if (newest) await showOptimisticRow(entry.entity.table, newest.row);
    else if (entry.base) await table.put(entry.base);
    else {
      await table.delete(entry.entity.id);
      needsPull = !isCreate;
    }
  });
  if (needsPull) requestPull();
}
