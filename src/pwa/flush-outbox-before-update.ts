import { requestDrain } from '../sync/sync-signals.ts';
import { whenSyncIdle } from '../sync/sync-runtime.ts';

/** A flush must not hold the update hostage on a dead connection: what is not sent stays in the outbox anyway. */
const flushTimeoutMs = 5_000;

/**
 * Before the new version takes over: one more drain, awaited but bounded. The outbox lives in IndexedDB, so anything
 * still waiting survives the reload and the new version sends it.
 */
export async function flushOutboxBeforeUpdate(): Promise<void> {
  requestDrain();
  await Promise.race([whenSyncIdle(), new Promise((resolve) => setTimeout(resolve, flushTimeoutMs))]);
}
