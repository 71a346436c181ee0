/**
 * Background Sync (Chromium only): the service worker's `sync` event with this tag drains the outbox even after
 * the page is closed. Elsewhere the page's own triggers (start, `online`, visibility, timer) do it.
 * https://developer.mozilla.org/docs/Web/API/Background_Synchronization_API
 */
export const outboxSyncTag = 'kita-outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Asks the browser for a `sync` event once it has a connection; a no-op without a service worker or the API. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    // getRegistration(), not `ready`: `ready` never settles on a page without a service worker (dev, tests).
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    await sync?.register(outboxSyncTag);
  } catch (error) {
    // Permission denied or unsupported: the page's triggers still drain.
    console.warn('background sync not registered', error);
  }
}
