import { byQueueOrder, entityKey, type OutboxEntry } from './outbox-entry.ts';

/**
 * The entries that may go out now, in queue order. Strictly FIFO per entity: an entry waits while an earlier one of
 * the same row is still queued (waiting, on the wire or failed), so an update never overtakes its create. Entries of
 * other rows are not held up by a failure or a backoff.
 */
export function sendableEntries(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  const earlierQueued = new Set<string>();
  const sendable: OutboxEntry[] = [];
  for (const entry of [...entries].sort(byQueueOrder)) {
    const key = entityKey(entry.entity);
    if (!earlierQueued.has(key) && entry.status === 'pending' && entry.nextAttemptAt <= now) sendable.push(entry);
    earlierQueued.add(key);
  }
  return sendable;
}

/** When the first entry held back only by its backoff is due; null when nothing waits for time. */
export function nextDueAt(entries: readonly OutboxEntry[]): number | null {
  const earlierQueued = new Set<string>();
  let due: number | null = null;
  for (const entry of [...entries].sort(byQueueOrder)) {
    const key = entityKey(entry.entity);
    if (!earlierQueued.has(key) && entry.status === 'pending') due = Math.min(due ?? Infinity, entry.nextAttemptAt);
    earlierQueued.add(key);
  }
  return due;
}
