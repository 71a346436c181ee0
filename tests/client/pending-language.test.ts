import type { UserResponse } from '#contract/user';
import { afterEach, describe, expect, it } from 'vitest';
import { readSignedInUser, saveSignedInUser } from '../../src/db/session-store.ts';
import { saveLanguage } from '../../src/features/languages/save-language.ts';
import { sendPendingLanguageBeforeSignOut } from '../../src/features/languages/pending-language.ts';
import { startSync, stopSync, whenSyncIdle } from '../../src/sync/sync-runtime.ts';
import { bearer } from '../server/support/test-app.ts';
import { pointClientAt, realServerPerFile, signInOnDevice } from './support/engine-server.ts';
import { flakyProxyPerFile } from './support/flaky-proxy.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';

freshDatabasePerTest();
const server = realServerPerFile();
const proxy = flakyProxyPerFile(server, { pointClient: pointClientAt });

const serverUser = async (token: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json<UserResponse>();

describe('the interface language chosen on the device', () => {
  afterEach(() => {
    proxy.goOnline();
    stopSync();
    delete (globalThis as { window?: unknown }).window;
  });

  it('is sent to the server at once when online', async () => {
    const { token } = await signInOnDevice(server.app, server.fixture.parent.username);
    await saveLanguage('tr');
    expect((await serverUser(token)).language_iso).toBe('tr');
    expect(await readSignedInUser()).toMatchObject({ language_iso: 'tr' });
    expect((await readSignedInUser())?.languageUnsent).toBeUndefined();
  });

  it('chosen offline, stays the user’s through a fresh user from the server, and reaches the server with the next sync', async () => {
    (globalThis as { window?: unknown }).window = new EventTarget();
    const { token, user } = await signInOnDevice(server.app, server.fixture.parent.username);
    expect(user.language_iso).not.toBe('en');
    proxy.goOffline();
    await saveLanguage('en');
    expect(await readSignedInUser()).toMatchObject({ language_iso: 'en', languageUnsent: 'en' });
    expect((await serverUser(token)).language_iso).toBe(user.language_iso);
    // The start's GET /api/user answered what the server knew before the choice: the choice stays.
    await saveSignedInUser(await serverUser(token));
    expect(await readSignedInUser()).toMatchObject({ language_iso: 'en', languageUnsent: 'en' });

    const sends = () => proxy.forwarded.filter((request) => request === 'POST /api/user/update-language').length;
    const sentBefore = sends();
    proxy.goOnline();
    await startSync({ realtime: false });
    await whenSyncIdle();
    expect((await serverUser(token)).language_iso).toBe('en');
    expect((await readSignedInUser())?.languageUnsent).toBeUndefined();
    expect(sends() - sentBefore).toBe(1);
  });

  it('chosen offline and not sent yet, reaches the server when the user signs out online (the sign-out forgets the stored user)', async () => {
    const { token, user } = await signInOnDevice(server.app, server.fixture.parent.username);
    expect(user.language_iso).not.toBe('fr');
    proxy.goOffline();
    await saveLanguage('fr');
    expect((await serverUser(token)).language_iso).toBe(user.language_iso);
    proxy.goOnline();
    await sendPendingLanguageBeforeSignOut();
    expect((await serverUser(token)).language_iso).toBe('fr');
    expect((await readSignedInUser())?.languageUnsent).toBeUndefined();
  });

  it('lets the sign-out go on when the connection fails, without throwing', async () => {
    await signInOnDevice(server.app, server.fixture.parent.username);
    proxy.goOffline();
    await saveLanguage('fr');
    await expect(sendPendingLanguageBeforeSignOut()).resolves.toBeUndefined();
    expect(await readSignedInUser()).toMatchObject({ languageUnsent: 'fr' });
  });
});
