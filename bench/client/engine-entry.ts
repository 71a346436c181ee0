/**
 * What the benchmarks drive of the real client engine, bundled by `engine-bundle.ts` (the engine needs Vite's
 * transforms: Lingui macros and `import.meta.env`). Runs in Node under fake-indexeddb and in headless Chromium.
 */
export { db } from '../../src/db/kita-db.ts';
export { applySyncPage } from '../../src/sync/apply-sync-page.ts';
export { pullChanges } from '../../src/sync/pull-changes.ts';
export { drainOutbox } from '../../src/sync/outbox-drain.ts';
export { SyncLoop } from '../../src/sync/sync-loop.ts';
export { reportAbsence } from '../../src/features/absences/absence-commands.ts';
export { closeRollCall, markChild, noteRollCall, startRollCall } from '../../src/features/day/roll-call-commands.ts';

/** The session the engine reads (Dexie `session`), as sign-in leaves it, without the sign-in screens. */
export async function signInDevice(userId: string, token: string): Promise<void> {
  const { db } = await import('../../src/db/kita-db.ts');
  await db.session.put({ key: 'current', userId, token, signedInAt: Date.now() });
}
