import 'fake-indexeddb/auto';
import type { UserResponse } from '#contract/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import {
  clearSession,
  isSignedIn,
  readSignedInUser,
  saveSignedInUser,
  storeToken,
  updateSignedInUser,
} from '../../src/db/session-store.ts';
import { readToken } from '../../src/db/token-storage.ts';
import { installMemoryStorage } from './support/memory-storage.ts';

const storage = installMemoryStorage();

const mia: UserResponse = {
  id: '0192f5d2-7a3b-7c4d-8e5f-000000000001',
  username: 'eltern@sonnenblume.example',
  name: 'Anna Schneider',
  kindergarten: { id: '0192f5d2-7a3b-7c4d-8e5f-0000000000aa', name: 'Kita Sonnenblume', time_zone: 'Europe/Berlin' },
  role: 'parent',
  children: [],
  push_notification: false,
  language_iso: 'de',
  google_translation_language: null,
};

beforeEach(async () => {
  storage.clear();
  await db.delete({ disableAutoOpen: false });
});

describe('session store', () => {
  it('is signed out on a fresh device', async () => {
    expect(await isSignedIn()).toBe(false);
    expect(await readSignedInUser()).toBeNull();
  });

  it('is signed in once the token and the user are stored, and keeps the token for the service worker', async () => {
    storeToken('secret-token');
    await saveSignedInUser(mia);
    expect(await readSignedInUser()).toEqual(mia);
    expect(readToken()).toBe('secret-token');
    expect((await db.session.get('current'))?.token).toBe('secret-token');
  });

  it('is not signed in with a token alone (a sign-in that failed half-way)', async () => {
    storeToken('secret-token');
    expect(await isSignedIn()).toBe(false);
  });

  it('is not signed in when the token was removed from localStorage', async () => {
    storeToken('secret-token');
    await saveSignedInUser(mia);
    localStorage.removeItem('token');
    expect(await isSignedIn()).toBe(false);
  });

  it('refuses to store a user without a token', async () => {
    await expect(saveSignedInUser(mia)).rejects.toThrow();
  });

  it('updates the stored user after a change the server accepted', async () => {
    storeToken('secret-token');
    await saveSignedInUser(mia);
    await updateSignedInUser({ language_iso: 'tr' });
    expect((await readSignedInUser())?.language_iso).toBe('tr');
  });

  it('forgets token and user on sign-out or an ended session', async () => {
    storeToken('secret-token');
    await saveSignedInUser(mia);
    await clearSession();
    expect(readToken()).toBeNull();
    expect(await db.users.count()).toBe(0);
    expect(await isSignedIn()).toBe(false);
  });
});
