import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { readSignedInUser } from '../../src/db/session-store.ts';
import { readToken } from '../../src/db/token-storage.ts';
import { checkStorageEviction } from '../../src/pwa/storage-eviction.ts';
import { adoptDeviceData } from '../../src/sync/adopt-device-data.ts';
import { pullChanges } from '../../src/sync/pull-changes.ts';
import { freshDatabasePerTest, openFreshDatabase } from './support/fresh-database.ts';
import { aPage, anAbsenceRow, anna, queueAbsence, signInLocally } from './support/rows.ts';
import { waitUntil } from './support/wait-until.ts';

freshDatabasePerTest();
afterEach(() => vi.unstubAllGlobals());

const markerKey = 'kita-storage-marker';
const storedMarker = async () => (await db.device.get(markerKey))?.value ?? null;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The API as seen through `fetch`: answers GET /api/user and GET /api/sync, and records every URL asked for. */
function serverAnswering() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      return url.includes('/api/user') ? json(anna) : json(aPage({ cursor: '99.0123456789ab' }));
    }),
  );
  const pulls = () => asked.filter((url) => url.includes('/api/sync')).map((url) => new URL(url, 'http://kita.test'));
  return { asked, pulls };
}

/** Anna's device after a while: markers written, a synced absence, a cursor, and one write still in the outbox. */
async function annasDevice() {
  await signInLocally(anna);
  expect(await checkStorageEviction(() => {})).toBe('first-run');
  const synced = anAbsenceRow({ note: 'from the server' });
  await db.absences.put(synced);
  await db.sync_state.put({ userId: anna.id, cursor: '42.0123456789ab', pulledAt: Date.now() });
  const queued = anAbsenceRow({ version: 0, note: 'reported offline' });
  await queueAbsence(queued);
  return { synced, queued };
}

describe('the storage eviction marker', () => {
  it('writes the same marker to localStorage and IndexedDB on the first start, and finds the device intact later', async () => {
    const { synced } = await annasDevice();
    expect(localStorage.getItem(markerKey)).toBe(await storedMarker());
    expect(localStorage.getItem(markerKey)).toMatch(/^[0-9a-f]{32}$/);

    expect(await checkStorageEviction(() => {})).toBe('intact');
    expect(await db.absences.get(synced.id)).toEqual(synced);
    const server = serverAnswering();
    await pullChanges(anna.id, readToken()!);
    expect(server.pulls()[0]!.searchParams.get('cursor')).toBe('42.0123456789ab');
  });

  it('drops the synced rows and the cursor but keeps the outbox when IndexedDB lost its marker and localStorage kept it', async () => {
    const { synced, queued } = await annasDevice();
    await db.device.delete(markerKey);

    expect(await checkStorageEviction(() => {})).toBe('recovered');
    expect(await db.absences.get(synced.id)).toBeUndefined();
    expect(await db.sync_state.count()).toBe(0);
    expect((await db.outbox.toArray()).map((entry) => entry.row.id)).toEqual([queued.id]);
    expect((await readSignedInUser())?.id).toBe(anna.id);
    expect(localStorage.getItem(markerKey)).toBe(await storedMarker());

    // The engine's start shows the queued write again, and its first pull asks for everything (no cursor).
    await adoptDeviceData(anna.id);
    expect((await db.absences.get(queued.id))?.note).toBe('reported offline');
    const server = serverAnswering();
    expect(await pullChanges(anna.id, readToken()!)).toBe('done');
    expect(server.pulls()).toHaveLength(1);
    expect(server.pulls()[0]!.searchParams.has('cursor')).toBe(false);
    expect((await db.sync_state.get(anna.id))?.cursor).toBe('99.0123456789ab');
    expect(await checkStorageEviction(() => {})).toBe('intact');
  });

  it('writes the token back from IndexedDB when localStorage was cleared, and drops the rows and the cursor but not the outbox', async () => {
    const { synced, queued } = await annasDevice();
    const token = readToken();
    localStorage.clear();

    expect(await checkStorageEviction(() => {})).toBe('recovered');
    expect(readToken()).toBe(token);
    expect((await readSignedInUser())?.id).toBe(anna.id);
    expect(await db.absences.get(synced.id)).toBeUndefined();
    expect(await db.sync_state.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]!.row.id).toBe(queued.id);
  });

  it('restores the session in the background when all of IndexedDB went and only the token survived', async () => {
    await annasDevice();
    const marker = localStorage.getItem(markerKey);
    await openFreshDatabase();

    // Offline: the start is not held up, and the markers stay apart so the next start tries again.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offlineRestored = vi.fn();
    expect(await checkStorageEviction(offlineRestored)).toBe('restoring-session');
    await waitUntil('the offline attempt', () => vi.mocked(fetch).mock.calls.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offlineRestored).not.toHaveBeenCalled();
    expect(localStorage.getItem(markerKey)).toBe(marker);
    expect(await storedMarker()).toBeNull();
    expect(readToken()).not.toBeNull();

    const server = serverAnswering();
    const restored = vi.fn();
    expect(await checkStorageEviction(restored)).toBe('restoring-session');
    await waitUntil('the session to be restored', () => restored.mock.calls.length === 1);
    expect(server.asked.some((url) => url.endsWith('/api/user'))).toBe(true);
    expect((await readSignedInUser())?.id).toBe(anna.id);
    expect(await db.sync_state.count()).toBe(0);
    expect(await checkStorageEviction(() => {})).toBe('intact');
  });
});
