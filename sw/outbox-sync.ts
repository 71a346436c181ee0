import { outboxSyncTag } from '../src/sync/background-sync.ts';
import { drainOutbox, makeWaitingEntriesDue } from '../src/sync/outbox-drain.ts';
import { withOutboxLock } from '../src/sync/outbox-lock.ts';
import { currentSession } from '../src/sync/user-transaction.ts';
import { serviceWorker } from './service-worker-scope.ts';

/** Background Sync's event; not in TypeScript's lib (Chromium only). https://wicg.github.io/background-sync/spec/ */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Sends the signed-in user's waiting writes with the page's own drain, under the same `navigator.locks` lock, with
 * the token from the Dexie session row (no localStorage here). Rejects while entries still wait for the network, so
 * the browser fires the event again later with its own backoff.
 */
export async function drainOutboxInWorker(): Promise<void> {
  const result = await withOutboxLock(async () => {
    const session = await currentSession();
    if (!session) return null;
    await makeWaitingEntriesDue(session.userId);
    return drainOutbox(session.userId);
  });
  if (result && !result.sessionEnded && result.nextDueAt !== null) {
    throw new Error('Outbox entries still wait for the network; the browser retries the sync event.');
  }
}

export function listenForOutboxSync(): void {
  serviceWorker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === outboxSyncTag) sync.waitUntil(drainOutboxInWorker());
  });
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: Event;
  }
}
