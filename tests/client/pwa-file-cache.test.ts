import type { WorkboxPlugin } from 'workbox-core/types.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSignedInUser, storeToken } from '../../src/db/session-store.ts';
import { forgetFilesOnSessionEnd } from '../../src/pwa/forget-files-on-session-end.ts';
import { screenCacheName } from '../../src/pwa/screen-snapshot-format.ts';
import { fileCacheName, sessionBoundFileCaching } from '../../src/pwa/user-file-cache.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { anna, ben, signInLocally } from './support/rows.ts';
import { waitUntil } from './support/wait-until.ts';

freshDatabasePerTest();

/** Cache Storage as the page and the worker see it: which caches were deleted, which entries removed. */
function fakeCaches() {
  const deletedCaches: string[] = [];
  const deletedEntries: string[] = [];
  vi.stubGlobal('caches', {
    delete: vi.fn(async (name: string) => deletedCaches.push(name) > 0),
    open: vi.fn(async () => ({ delete: async (request: Request) => deletedEntries.push(request.url) > 0 })),
  });
  return { deletedCaches, deletedEntries };
}

afterEach(() => vi.unstubAllGlobals());

describe('the file cache follows the session (page)', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it('deletes the files and the screen snapshots at a start without a session, at sign-out or a session end, and when another user signs in', async () => {
    const cache = fakeCaches();
    // Each time both go: the files and the user's screen snapshots (ADR 0009).
    const both = (times: number) => () =>
      cache.deletedCaches.filter((name) => name === fileCacheName).length === times &&
      cache.deletedCaches.filter((name) => name === screenCacheName).length === times;
    stop = forgetFilesOnSessionEnd();
    await waitUntil('the start without a session', both(1));
    expect(cache.deletedCaches.toSorted()).toEqual([fileCacheName, screenCacheName].toSorted());

    await signInLocally(anna);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.deletedCaches).toHaveLength(2);

    // Sign-out and a 401 both end in clearSession (use-sign-out.ts, main.tsx).
    await clearSession();
    await waitUntil('the files to go at the session end', both(2));

    await signInLocally(anna);
    storeToken('token-of-ben');
    await saveSignedInUser(ben); // a session that ended offline, then someone else signed in
    await waitUntil('the files to go for another user', both(3));
  });
});

describe('the file cache follows the session (service worker)', () => {
  const file = new Request('https://kita.test/api/files/0192f5d2-photo.jpg');
  const ok = () => new Response('jpeg', { status: 200 });
  const event = {} as ExtendableEvent;
  const plugin = sessionBoundFileCaching as Required<
    Pick<WorkboxPlugin, 'handlerWillStart' | 'cacheWillUpdate' | 'cacheDidUpdate'>
  >;

  /** A download as Workbox runs it: the guard's state is kept from the start of the request to its write. */
  async function download(duringDownload: () => Promise<void> = async () => {}) {
    const state = {};
    await plugin.handlerWillStart({ request: file, event, state });
    await duringDownload();
    const response = ok();
    return { state, cached: await plugin.cacheWillUpdate({ request: file, response, event, state }) };
  }

  beforeEach(() => signInLocally(anna));

  it('caches a file for the user who is still signed in', async () => {
    const { cached } = await download();
    expect(cached).toBeInstanceOf(Response);
  });

  it('does not cache a download that finishes after the sign-out, nor one another user would get', async () => {
    expect((await download(() => clearSession())).cached).toBeNull();
    await signInLocally(anna);
    expect((await download(() => signInLocally(ben))).cached).toBeNull();
  });

  it('does not cache for a visitor or an error answer', async () => {
    await clearSession();
    expect((await download()).cached).toBeNull();
    await signInLocally(anna);
    const state = {};
    await plugin.handlerWillStart({ request: file, event, state });
    expect(
      await plugin.cacheWillUpdate({ request: file, response: new Response('', { status: 404 }), event, state }),
    ).toBeNull();
  });

  it('removes a file written just as the session ended, and keeps it otherwise', async () => {
    const cache = fakeCaches();
    const { state } = await download();
    await plugin.cacheDidUpdate({ cacheName: fileCacheName, request: file, newResponse: ok(), event, state });
    expect(cache.deletedEntries).toEqual([]);
    await clearSession();
    await plugin.cacheDidUpdate({ cacheName: fileCacheName, request: file, newResponse: ok(), event, state });
    expect(cache.deletedEntries).toEqual([file.url]);
  });
});
