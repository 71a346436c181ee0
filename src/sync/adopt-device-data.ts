import { db } from '../db/kita-db.ts';
import { clearSyncedData, syncedDataOwners } from '../db/synced-data.ts';
import { byQueueOrder, entityKey, type OutboxEntry } from './outbox-entry.ts';
import { showOptimisticRow } from './run-command.ts';
import { asSignedInUser } from './user-transaction.ts';

/**
 * Makes the device's synced data the signed-in user's before anything is shown or pulled: rows another user left
 * (a sign-out that failed half-way) go, and this user's queued writes — kept while they were signed out — show
 * again as their optimistic rows.
 */
export async function adoptDeviceData(userId: string): Promise<void> {
  const owners = await syncedDataOwners();
  if (owners.some((owner) => owner !== userId)) await clearSyncedData();
  await asSignedInUser(userId, async () => {
    const newestByEntity = new Map<string, OutboxEntry>();
    const entries = await db.outbox.where('userId').equals(userId).toArray();
    for (const entry of entries.sort(byQueueOrder)) newestByEntity.set(entityKey(entry.entity), entry);
    for (const entry of newestByEntity.values()) await showOptimisticRow(entry.entity.table, entry.row);
  });
}
