/**
 * The API layer notices an ended session (401/419/503) but must not know the router or the database
 * layout; the app registers what "end the session" means.
 */
let handler: (() => Promise<void> | void) | null = null;
let running: Promise<void> | null = null;

export function onSessionExpired(next: () => Promise<void> | void): void {
  handler = next;
}

/** Several calls can fail at once: end the session once. */
export function expireSession(): Promise<void> {
  running ??= Promise.resolve(handler?.()).finally(() => {
    running = null;
  });
  return running;
}
