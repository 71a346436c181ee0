import { db, syncedTableNamesOf } from '../db/kita-db.ts';

const syncScope = () => [db.session, db.outbox, db.sync_state, ...syncedTableNamesOf().map((name) => db.table(name))];

/**
 * Runs `work` in one read-write Dexie transaction over every synced table, the outbox and the cursor — but only while
 * `userId` is still the signed-in user, checked inside the same transaction. An answer that arrives after a sign-out
 * (or after another user signed in) therefore never writes one user's rows into another's view. Never call the
 * network inside `work` (PrematureCommitError).
 */
export async function asSignedInUser(userId: string, work: () => Promise<void>): Promise<boolean> {
  return db.transaction('rw', syncScope(), async () => {
    if ((await db.session.get('current'))?.userId !== userId) return false;
    await work();
    return true;
  });
}

/** The signed-in user's id and token as Dexie keeps them (readable by the service worker too). */
export async function currentSession(): Promise<{ userId: string; token: string } | null> {
  const session = await db.session.get('current');
  return session ? { userId: session.userId, token: session.token } : null;
}
