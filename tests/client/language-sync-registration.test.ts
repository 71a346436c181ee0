import type { UserResponse } from '#contract/user';
import { afterEach, describe, expect, it } from 'vitest';
import { readSignedInUser, updateSignedInUser } from '../../src/db/session-store.ts';
import { sendLanguageWithEverySync } from '../../src/features/languages/pending-language.ts';
import { runBeforeSignOut } from '../../src/pwa/before-sign-out.ts';
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

describe('the languages feature, registered with the engine as the app start does', () => {
  afterEach(() => stopSync());

  it('has a choice left from an earlier session sent by the sync cycle', async () => {
    const { token, user } = await signInOnDevice(server.app, server.fixture.parent.username);
    expect(user.language_iso).not.toBe('el');
    await updateSignedInUser({ language_iso: 'el', languageUnsent: 'el' });
    sendLanguageWithEverySync();
    await startSync({ realtime: false });
    await whenSyncIdle();
    expect((await serverUser(token)).language_iso).toBe('el');
    expect((await readSignedInUser())?.languageUnsent).toBeUndefined();
  });

  it('has a choice still pending sent by the sign-out steps', async () => {
    const { token, user } = await signInOnDevice(server.app, server.fixture.parent.username);
    expect(user.language_iso).not.toBe('ru');
    await updateSignedInUser({ language_iso: 'ru', languageUnsent: 'ru' });
    sendLanguageWithEverySync();
    proxy.goOnline();
    await runBeforeSignOut();
    expect((await serverUser(token)).language_iso).toBe('ru');
  });
});
