import { liveQuery } from 'dexie';
import { db } from '../db/kita-db.ts';
import { clearScreenSnapshots } from './capture-screen-snapshots.ts';
import { clearFileCache } from './user-file-cache.ts';

/**
 * Deletes the service worker's file cache and the screen snapshots (ADR 0009) whenever nobody is signed in any more,
 * or someone else is: at sign-out, at a session ended by 401 (src/main.tsx clears the session), after a sign-out in
 * another tab, and at a start without a session (a sign-out whose page closed before the cache went). It follows the Dexie session row instead of
 * hooking each way a session can end, so a new way cannot forget the files. Returns the unsubscribe (tests).
 */
export function forgetFilesOnSessionEnd(): () => void {
  let previous: string | null | undefined;
  const subscription = liveQuery(async () => (await db.session.get('current'))?.userId ?? null).subscribe({
    next: (userId) => {
      const anotherUser = previous !== undefined && previous !== null && previous !== userId;
      previous = userId;
      if (userId === null || anotherUser) {
        void clearFileCache();
        void clearScreenSnapshots();
      }
    },
    error: (error: unknown) => console.warn('The file cache no longer follows the session', error),
  });
  return () => subscription.unsubscribe();
}
