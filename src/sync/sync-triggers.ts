import type { SyncRequest } from './sync-signals.ts';

/** The service worker's message (its `sync` event, Chromium only) asking the page to drain: `{type: 'drain-outbox'}`. */
export const drainOutboxMessage = 'drain-outbox';

/**
 * The moments the outbox drains on besides a command and the start: back online, the app visible again, a message from
 * the service worker. The first two also pull (what happened while away) and try waiting entries at once instead of
 * after their backoff. Returns the function that removes the listeners.
 */
export function listenForSyncTriggers(request: (request: SyncRequest) => void, onOnline: () => void): () => void {
  const online = () => {
    request({ drain: true, pull: true, retryNow: true });
    onOnline();
  };
  const visible = () => {
    if (document.visibilityState === 'visible') request({ drain: true, pull: true, retryNow: true });
  };
  const message = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === drainOutboxMessage)
      request({ drain: true, pull: false, retryNow: true });
  };
  const serviceWorker = globalThis.navigator?.serviceWorker;
  if (typeof window !== 'undefined') window.addEventListener('online', online);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', visible);
  serviceWorker?.addEventListener('message', message);
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('online', online);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', visible);
    serviceWorker?.removeEventListener('message', message);
  };
}
