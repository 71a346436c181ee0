import { db } from '../db/kita-db.ts';
import { saveSignedInUser } from '../db/session-store.ts';
import { clearSyncedData } from '../db/synced-data.ts';
import { readToken, removeToken, writeToken } from '../db/token-storage.ts';

/**
 * The same random marker lives in localStorage and in IndexedDB. The browser may evict one without the other
 * (Chromium's storage pressure eviction clears IndexedDB but not localStorage; a user may clear one kind of site
 * data), so a marker found in only one of them means the device lost data: https://web.dev/articles/storage-for-the-web#eviction
 */
const markerKey = 'kita-storage-marker';

function readLocalMarker(): string | null {
  try {
    return localStorage.getItem(markerKey);
  } catch {
    return null;
  }
}

async function writeMarkers(): Promise<void> {
  // 128 random bits; not the uuid package, which would be on every signed-in first screen for this one call.
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  const marker = Array.from(crypto.getRandomValues(new Uint8Array(16)), hex).join('');
  await db.device.put({ key: markerKey, value: marker });
  localStorage.setItem(markerKey, marker);
}

/** IndexedDB lost the session but the token survived: load the user again (needs the network; else retried next start). */
async function restoreSession(): Promise<'restored' | 'signed-out' | 'offline'> {
  // On demand: the API client is not part of the first screen's code, and this path is rare. Code that cannot load
  // (offline before the worker cached it) is no answer about the session: try again at the next start.
  const calls = await import('../api/current-user.ts').catch(() => null);
  if (!calls) return 'offline';
  const { fetchCurrentUser } = calls;
  try {
    await saveSignedInUser(await fetchCurrentUser({ background: true }));
    return 'restored';
  } catch (error) {
    if ((error as { kind?: string }).kind === 'offline') return 'offline';
    removeToken();
    return 'signed-out';
  }
}

export type StorageCheck = 'intact' | 'first-run' | 'recovered' | 'restoring-session';

/**
 * At start, before the guards read the session: compares the markers and, after a loss, makes the device whole
 * again. Every synced row and cursor goes, so the engine pulls everything from no cursor; the outbox is kept (its
 * entries show again as their optimistic rows when the engine adopts the device's data). When only the token
 * survived, the user is loaded again in the background (`onSessionRestored` then starts the engine); the start is
 * never held up by the network.
 */
export async function checkStorageEviction(onSessionRestored: () => void): Promise<StorageCheck> {
  const local = readLocalMarker();
  const stored = (await db.device.get(markerKey))?.value ?? null;
  if (local && local === stored) return 'intact';
  if (!local && !stored) {
    await writeMarkers();
    return 'first-run';
  }
  console.warn(`Storage was evicted (${stored ? 'localStorage' : 'IndexedDB'}): synchronising from scratch`);
  await clearSyncedData();
  const session = await db.session.get('current');
  if (session && !readToken()) writeToken(session.token);
  if (session || !readToken()) {
    await writeMarkers();
    return 'recovered';
  }
  void restoreSession().then(async (outcome) => {
    // Offline: the markers stay apart, so the next start tries again.
    if (outcome === 'offline') return;
    await writeMarkers();
    if (outcome === 'restored') onSessionRestored();
  });
  return 'restoring-session';
}
