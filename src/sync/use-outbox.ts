import type { SyncTable } from '#contract/sync-rows';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../db/kita-db.ts';
import { byQueueOrder, type OutboxEntry } from './outbox-entry.ts';

/**
 * The signed-in user's outbox entries, live. Read whole and filtered in memory: a user's outbox holds a handful of
 * entries, and one index on `userId` keeps other users' entries (kept for their next sign-in) out of view.
 */
async function signedInEntries(): Promise<OutboxEntry[]> {
  const session = await db.session.get('current');
  if (!session) return [];
  return (await db.outbox.where('userId').equals(session.userId).toArray()).sort(byQueueOrder);
}

export interface OutboxSummary {
  /** Waiting to be sent or on the wire. */
  waiting: number;
  /** Refused by the server; each waits for retry, edit or discard. */
  failed: number;
  /** The oldest refused entry, so the app can lead the user to where it is shown. */
  firstFailed?: OutboxEntry;
}

/** "N changes waiting" and "N failed" for the signed-in user. */
export function useOutboxSummary(): OutboxSummary {
  return (
    useLiveQuery(async () => {
      const entries = await signedInEntries();
      const failedEntries = entries.filter((entry) => entry.status === 'failed');
      return {
        waiting: entries.length - failedEntries.length,
        failed: failedEntries.length,
        firstFailed: failedEntries[0],
      };
    }) ?? { waiting: 0, failed: 0 }
  );
}

/** The newest queued write of one row; undefined = in sync with the server. */
export function useEntityOutbox(table: SyncTable, id: string): OutboxEntry | undefined {
  return useLiveQuery(async () => {
    const entries = await signedInEntries();
    return entries.filter((entry) => entry.entity.table === table && entry.entity.id === id).at(-1);
  }, [table, id]);
}

/** Row id → its newest queued write, for the badges of a list. */
export function useEntitiesOutbox(table: SyncTable): Map<string, OutboxEntry> {
  const entries = useLiveQuery(
    async () => (await signedInEntries()).filter((entry) => entry.entity.table === table),
    [table],
  );
  return useMemo(() => {
    const byRow = new Map<string, OutboxEntry>();
    for (const entry of entries ?? []) byRow.set(entry.entity.id, entry);
    return byRow;
  }, [entries]);
}
