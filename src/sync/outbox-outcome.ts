import { db } from '../db/kita-db.ts';
import type { SyncedRow } from '../db/synced-tables.ts';
import { readServerRows, storeServerRows } from './apply-server-rows.ts';
import { discardOutboxEntry } from './outbox-actions.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { nextAttemptDelay, type SendOutcome } from './outbox-retry-policy.ts';
import { mergeServerRows, queuedWritesOf } from './server-rows.ts';
import { asSignedInUser } from './user-transaction.ts';

/** The row the server answered with, if any: a top-level object with this entity's id and a version (`{item: {id, version, …}}`). */
export function answeredRow(body: unknown, entityId: string): SyncedRow | null {
  if (!body || typeof body !== 'object') return null;
  for (const value of Object.values(body)) {
    const row = value as Partial<SyncedRow> | null;
    if (row && typeof row === 'object' && row.id === entityId && typeof row.version === 'number')
      return row as SyncedRow;
  }
  return null;
}

/** Marks an entry `sending` (under the outbox lock, so no other tab takes it). */
export async function markSending(entry: OutboxEntry): Promise<void> {
  await db.outbox.update(entry.id, { status: 'sending' });
}

/**
 * An acknowledged write: the entry goes, and the server's row (with its real version) replaces the optimistic one.
 * Rows the answer carries besides it (`changes`, e.g. a row the write created on the server) are stored with it, so
 * the device knows them before the next pull; unreadable ones are left to that pull.
 */
async function settle(entry: OutboxEntry, body: unknown): Promise<void> {
  await db.outbox.delete(entry.id);
  const row = answeredRow(body, entry.entity.id);
  const carried = readServerRows(body);
  if (!row && typeof carried !== 'object') return;
  // Signed out meanwhile: the row is not written into another session's view; the next pull brings it.
  await asSignedInUser(entry.userId, async () => {
    const queued = await queuedWritesOf(entry.userId);
    if (typeof carried === 'object') await storeServerRows(carried, queued);
    if (row) await mergeServerRows(entry.entity.table, [row], queued);
  });
}

/** Records what the server said about one entry, each case in its own transaction after the call returned. */
export async function recordOutcome(entry: OutboxEntry, outcome: SendOutcome, now = Date.now()): Promise<void> {
  if (outcome.kind === 'sent') return settle(entry, outcome.body);
  if (outcome.kind === 'failed' && entry.dropWhenRefused) return discardOutboxEntry(entry.id);
  await db.transaction('rw', db.outbox, async () => {
    if (!(await db.outbox.get(entry.id))) return;
    if (outcome.kind === 'session-ended') {
      await db.outbox.update(entry.id, { status: 'pending' });
    } else if (outcome.kind === 'retry') {
      const attempts = entry.attempts + 1;
      await db.outbox.update(entry.id, {
        status: 'pending',
        attempts,
        nextAttemptAt: now + nextAttemptDelay(outcome, attempts),
        lastError: outcome.error,
      });
    } else {
      await db.outbox.update(entry.id, { status: 'failed', attempts: entry.attempts + 1, lastError: outcome.error });
    }
  });
}
