import { db } from '../db/kita-db.ts';
import { nextDueAt, sendableEntries } from './outbox-order.ts';
import { markSending, recordOutcome } from './outbox-outcome.ts';
import { sendOutboxEntry } from './outbox-send.ts';
import { currentSession } from './user-transaction.ts';

export interface DrainResult {
  sent: number;
  sessionEnded: boolean;
  /** When the earliest entry held back by its backoff is due (null: nothing waits for time). */
  nextDueAt: number | null;
}

/** Sends per drain at most, so a drain always ends; whatever is left goes on the next trigger. */
const maxSendsPerDrain = 500;

const isKnownOffline = () => globalThis.navigator?.onLine === false;

const entriesOf = (userId: string) => db.outbox.where('userId').equals(userId).toArray();

/**
 * An entry left `sending` by a tab or worker that died mid-call goes back to the queue. Only safe under the outbox
 * lock, where no one else can be sending.
 */
export async function requeueAbandoned(userId: string): Promise<void> {
  await db.outbox
    .where('userId')
    .equals(userId)
    .and((entry) => entry.status === 'sending')
    .modify({ status: 'pending' });
}

/**
 * Sends the user's due entries one at a time in queue order (FIFO per entity; a failure holds up only its own row)
 * until none is due. Call under the outbox lock. Only the signed-in user's entries go, with that user's token: an
 * entry of another user waits for that user's next sign-in.
 */
export async function drainOutbox(userId: string, now: () => number = Date.now): Promise<DrainResult> {
  let sent = 0;
  await requeueAbandoned(userId);
  // Known offline: sending would only burn attempts; the `online` event drains again.
  if (isKnownOffline()) return { sent, sessionEnded: false, nextDueAt: null };
  for (let round = 0; round < maxSendsPerDrain; round++) {
    const session = await currentSession();
    if (session?.userId !== userId) break;
    const [next] = sendableEntries(await entriesOf(userId), now());
    if (!next) break;
    await markSending(next);
    const outcome = await sendOutboxEntry(next, session.token);
    await recordOutcome(next, outcome, now());
    if (outcome.kind === 'session-ended') return { sent, sessionEnded: true, nextDueAt: null };
    if (outcome.kind === 'sent') sent++;
    // No answer, an overloaded or rate-limiting server: the next entry would fare no better. Wait for the backoff.
    if (
      outcome.kind === 'retry' &&
      (outcome.error.status === null || outcome.error.status >= 500 || outcome.error.status === 429)
    )
      break;
  }
  return { sent, sessionEnded: false, nextDueAt: nextDueAt(await entriesOf(userId)) };
}

/** `online`, the app coming back to the screen, the service worker's message: try every waiting entry now. */
export async function makeWaitingEntriesDue(userId: string, now = Date.now()): Promise<void> {
  await db.outbox
    .where('userId')
    .equals(userId)
    .and((entry) => entry.status === 'pending' && entry.nextAttemptAt > now)
    .modify({ nextAttemptAt: now });
}
