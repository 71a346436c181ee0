import type { UserResponse } from '#contract/user';
import { setKindergartenZone } from '../i18n/kindergarten-zone.ts';
import type { UserRow } from './kita-db.ts';
import { readToken, removeToken, writeToken } from './token-storage.ts';

/**
 * Dexie loads on first use, not with this module: the guards import it on every start, and a visitor without a token
 * is answered from localStorage alone, so the login screen never downloads the database code.
 */
const database = async () => (await import('./kita-db.ts')).db;
const clearSyncedData = async () => (await import('./synced-data.ts')).clearSyncedData();

/**
 * Signed in = a token in localStorage and the user stored in Dexie. Both are local, so the guards answer instantly
 * and offline; the network is never asked.
 */
export async function readSignedInUser(): Promise<UserRow | null> {
  const token = readToken();
  if (!token) return null;
  const db = await database();
  const session = await db.session.get('current');
  if (!session) return null;
  const user = (await db.account.get(session.userId)) ?? null;
  // A user stored by a release without zones has none: the device's zone stands in until the next refresh.
  setKindergartenZone(user?.kindergarten.time_zone ?? null);
  return user;
}

export async function isSignedIn(): Promise<boolean> {
  return (await readSignedInUser()) !== null;
}

/** Stores the token first: GET /api/user needs it before the user can be saved. */
export function storeToken(token: string): void {
  writeToken(token);
}

export async function saveSignedInUser(user: UserResponse): Promise<void> {
  const token = readToken();
  if (!token) throw new Error('saveSignedInUser needs a stored token');
  const db = await database();
  const previous = await db.session.get('current');
  // Another user without a sign-out in between (e.g. a session that ended offline): never show their rows.
  if (previous && previous.userId !== user.id) await clearSyncedData();
  await db.transaction('rw', db.session, db.account, async () => {
    // A language chosen here that the server has not taken yet stays the user's (its answer is older than the choice).
    const unsent = previous?.userId === user.id ? (await db.account.get(user.id))?.languageUnsent : undefined;
    await db.account.clear();
    await db.account.put(unsent ? { ...user, language_iso: unsent, languageUnsent: unsent } : user);
    await db.session.put({ key: 'current', userId: user.id, token, signedInAt: Date.now() });
  });
  setKindergartenZone(user.kindergarten.time_zone);
}

/** Keeps the stored user in step with a change the server accepted, or one made here that it will (the language). */
export async function updateSignedInUser(changes: Partial<Omit<UserRow, 'id'>>): Promise<void> {
  const db = await database();
  const session = await db.session.get('current');
  if (session) await db.account.update(session.userId, changes);
}

/** Sign-out or an ended session: forgets the user and their synced rows; their outbox waits for their next sign-in. */
export async function clearSession(): Promise<void> {
  removeToken();
  setKindergartenZone(null);
  const db = await database();
  await db.transaction('rw', db.session, db.account, async () => {
    await db.session.clear();
    await db.account.clear();
  });
  await clearSyncedData();
}
