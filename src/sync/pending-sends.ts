/** What a send that is not an outbox entry reports: nothing to send, taken, no answer yet, or the session ended. */
export type PendingSendResult = 'none' | 'sent' | 'waiting' | 'session-ended';

/** Sends something the user left pending on this device; quiet, and never throws for a network failure. */
export type PendingSend = (userId: string, token: string) => Promise<PendingSendResult>;

const sends = new Map<string, PendingSend>();

/**
 * Writes that are no synced row (so no outbox entry) but must reach the server as surely: every sync cycle runs them
 * after the outbox drain, until they report `sent` or `none`. Registered by their feature; the same name replaces.
 */
export function registerPendingSend(name: string, send: PendingSend): void {
  sends.set(name, send);
}

/** Runs every registered send in turn; stops at the first that finds the session ended. */
export async function runPendingSends(userId: string, token: string): Promise<'done' | 'session-ended'> {
  for (const send of sends.values()) {
    if ((await send(userId, token)) === 'session-ended') return 'session-ended';
  }
  return 'done';
}
