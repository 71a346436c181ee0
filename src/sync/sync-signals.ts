/**
 * What commands, screens and realtime ask of the running engine, without importing it (and its network code): the
 * runtime listens while a user is signed in; with no one listening (signed out, service worker) a request is a no-op.
 */
export type SyncRequest = { drain: boolean; pull: boolean; retryNow?: boolean };

let listener: ((request: SyncRequest) => void) | null = null;

export function listenForSyncRequests(next: ((request: SyncRequest) => void) | null): void {
  listener = next;
}

/** Send waiting outbox entries now (after a command, a retry, an edit). */
export function requestDrain(): void {
  listener?.({ drain: true, pull: false });
}

/** Push, then pull GET /api/sync: for a screen with no local data yet, or when realtime says something changed. */
export function requestPull(): void {
  listener?.({ drain: true, pull: true });
  for (const watcher of pullWatchers) watcher();
}

const pullWatchers = new Set<() => void>();

/** Called on every pull request (realtime's `sync.available` among them): server-only reads refresh with the sync. */
export function onPullRequested(watcher: () => void): () => void {
  pullWatchers.add(watcher);
  return () => pullWatchers.delete(watcher);
}
