import type { WorkboxPlugin } from 'workbox-core/types.js';
import { db } from '../db/kita-db.ts';

/** The service worker's runtime cache of `/api/files/*` (sw/file-cache.ts): one user's images, PDFs and signatures. */
export const fileCacheName = 'kita-files';

/** The signed-in user as Dexie keeps them: the one session state both the page and the service worker can read. */
export async function signedInUserId(): Promise<string | null> {
  try {
    return (await db.session.get('current'))?.userId ?? null;
  } catch {
    return null;
  }
}

/**
 * Page side: the next user of this device must never get the previous one's files from the cache. Best effort: a
 * browser without Cache Storage (or one that refuses) has nothing cached either.
 */
export async function clearFileCache(): Promise<void> {
  try {
    await globalThis.caches?.delete(fileCacheName);
  } catch {
    // Nothing to clear then.
  }
}

type GuardState = { userId?: string | null };

/**
 * Service worker side: a file is cached only for the user who asked for it, and only while they are still signed
 * in. Without this, a download still running at sign-out would put the previous user's file into a cache the page
 * has just deleted (`cache.put` opens, so re-creates, it). The check after the put closes the gap between the
 * check before and the write. `state` is Workbox's per-request plugin state.
 */
export const sessionBoundFileCaching: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) (state as GuardState).userId = await signedInUserId();
  },
  cacheWillUpdate: async ({ response, state }) => {
    // A plugin's `cacheWillUpdate` replaces Workbox's default "only 200" rule: keep it here.
    if (response.status !== 200) return null;
    const startedBy = (state as GuardState | undefined)?.userId;
    return startedBy && startedBy === (await signedInUserId()) ? response : null;
  },
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    const startedBy = (state as GuardState | undefined)?.userId;
    if (startedBy && startedBy === (await signedInUserId())) return;
    await (await caches.open(cacheName)).delete(request);
  },
};
