import { endSession } from '../api/api-client.ts';
import { drainOutbox, makeWaitingEntriesDue } from './outbox-drain.ts';
import { withOutboxLock } from './outbox-lock.ts';
import { runPendingSends } from './pending-sends.ts';
import { pullChanges } from './pull-changes.ts';
import type { SyncRequest } from './sync-signals.ts';
import { currentSession } from './user-transaction.ts';

/** While entries wait, look again at least this often: a retry whose backoff has run out goes even if nothing happens. */
const idleCheckMs = 30_000;

/**
 * One user's sync cycles, one at a time: push (drain the outbox) before pull, under the outbox lock. Requests that
 * arrive during a cycle are merged into the next one, so a burst of commands costs one extra cycle, not one each.
 */
export class SyncLoop {
  private wanted: SyncRequest | null = null;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(readonly userId: string) {}

  request(request: SyncRequest): void {
    if (this.stopped) return;
    const wanted = this.wanted;
    this.wanted = {
      drain: request.drain || !!wanted?.drain,
      pull: request.pull || !!wanted?.pull,
      retryNow: request.retryNow || wanted?.retryNow,
    };
    this.running ??= this.run().finally(() => (this.running = null));
  }

  stop(): void {
    this.stopped = true;
    this.wanted = null;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Resolves when no cycle runs (tests, and a flush before a reload). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    while (this.wanted && !this.stopped) {
      const request = this.wanted;
      this.wanted = null;
      try {
        await withOutboxLock(() => this.cycle(request));
      } catch (error) {
        // A broken cycle (e.g. storage full) must not kill the loop; the timer tries again.
        console.error('sync cycle failed', error);
        this.schedule(Date.now() + idleCheckMs);
      }
    }
  }

  private async cycle(request: SyncRequest): Promise<void> {
    const session = await currentSession();
    if (this.stopped || session?.userId !== this.userId) return;
    if (request.retryNow) await makeWaitingEntriesDue(this.userId);
    const drained = await drainOutbox(this.userId);
    if (drained.sessionEnded) return this.endSession();
    if ((await runPendingSends(this.userId, session.token)) === 'session-ended') return this.endSession();
    this.schedule(drained.nextDueAt);
    if (!request.pull || this.stopped) return;
    if ((await pullChanges(this.userId, session.token)) === 'session-ended') this.endSession();
  }

  private schedule(dueAt: number | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (dueAt === null || this.stopped) return;
    const delay = Math.min(idleCheckMs, Math.max(0, dueAt - Date.now()));
    this.timer = setTimeout(() => this.request({ drain: true, pull: false }), delay);
  }

  private endSession(): void {
    this.stop();
    // Not awaited: ending the session stops this loop, which is still inside its cycle.
    endSession().catch((error: unknown) => console.error('could not end the session', error));
  }
}
