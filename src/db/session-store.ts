import type { UserResponse } from '#contract/user';
import { db, type UserRow } from './kita-db.ts';
import { readToken, removeToken, writeToken } from './token-storage.ts';

/**
 * Signed in = a token in localStorage and the user stored in Dexie. Both are local, so the guards answer instantly
 * and offline; the network is never asked.
 */
export async function readSignedInUser(): Promise<UserRow | null> {
  const token = readToken();
  if (!token) return null;
  const session = await db.session.get('current');
  if (!session) return null;
  return (await db.users.get(session.userId)) ?? null;
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
  await db.transaction('rw', db.session, db.users, async () => {
    await db.users.put(user);
    await db.session.put({ key: 'current', userId: user.id, token, signedInAt: Date.now() });
  });
}

/** Keeps the stored user in step with a change the server accepted (e.g. the language). */
export async function updateSignedInUser(changes: Partial<Omit<UserResponse, 'id'>>): Promise<void> {
  const session = await db.session.get('current');
  if (session) await db.users.update(session.userId, changes);
}

export async function clearSession(): Promise<void> {
  removeToken();
  await db.transaction('rw', db.session, db.users, async () => {
    await db.session.clear();
    await db.users.clear();
  });
}
