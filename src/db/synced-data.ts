import { db, syncedTableNamesOf } from './kita-db.ts';

const syncedStores = () => [...syncedTableNamesOf().map((name) => db.table(name)), db.sync_state];

/**
 * Forgets every synced row and every cursor (sign-out, an ended session, another user on this device), so no screen
 * can ever show one user's rows to another. The outbox stays: its entries belong to their user and are sent on that
 * user's next sign-in.
 */
export async function clearSyncedData(): Promise<void> {
  await db.transaction('rw', syncedStores(), async () => {
    await Promise.all(syncedStores().map((table) => table.clear()));
  });
}

/** Users whose synced rows are on this device (one at most while the invariant above holds). */
export async function syncedDataOwners(): Promise<string[]> {
  return (await db.sync_state.toCollection().primaryKeys()) as string[];
}
