import type { AddressInfo } from 'node:net';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncTable } from '#contract/sync-rows';
import { buildApp } from '../../server/app.ts';
import { registerSyncedEntity } from '../../server/entities/index.ts';
import { addSyncedStore, db } from '../../src/db/kita-db.ts';
import { storeToken } from '../../src/db/session-store.ts';
import { drainOutbox } from '../../src/sync/outbox-drain.ts';
import type { OutboxEntry } from '../../src/sync/outbox-entry.ts';
import { sendOutboxEntry } from '../../src/sync/outbox-send.ts';
import { runCommand } from '../../src/sync/run-command.ts';
import { startSync, stopSync, whenSyncIdle } from '../../src/sync/sync-runtime.ts';
import { createFixture, knownPassword, type Fixture } from '../server/support/fixture.ts';
import { bearer, signInAs, testEnv } from '../server/support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from '../server/support/test-database.ts';
import { pointClientAt, signInOnDevice } from './support/engine-server.ts';
import { startFlakyProxy, type FlakyProxy } from './support/flaky-proxy.ts';
import { installMemoryStorage } from './support/memory-storage.ts';
import { createTestNotesTable, testNotesEntity, testNotesRoutes, type TestNote } from './support/test-notes-entity.ts';
import { waitUntil } from './support/wait-until.ts';

installMemoryStorage();
const notes = () => db.table<TestNote, string>('test_notes');
const table = 'test_notes' as SyncTable;

/** One device is one IndexedDB: the app's `db` is pointed at the device's factory and opened there. */
async function useDevice(device: IDBFactory): Promise<void> {
  stopSync();
  db.close();
  Object.assign(Dexie.dependencies, { indexedDB: device, IDBKeyRange });
  Object.assign((db as unknown as { _deps: object })._deps, { indexedDB: device, IDBKeyRange });
  await db.open();
}

describe.each(databaseTargets())('an entity declared once in a test fixture (%s)', (target) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let fixture: Fixture;
  let elsewhere: Fixture;
  let proxy: FlakyProxy;
  let unregister: () => void;
  let removeStore: () => void;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await createTestNotesTable(database.database.db);
    unregister = registerSyncedEntity(testNotesEntity);
    removeStore = addSyncedStore(db, testNotesEntity);
    app = await buildApp({
      env: testEnv(database.dataDir),
      database: database.database,
      clientDir: `${database.dataDir}/none`,
      signedInRoutes: [testNotesRoutes(database.database.db)],
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    proxy = await startFlakyProxy(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    pointClientAt(proxy.url);
    fixture = await createFixture(database.database.db);
    elsewhere = await createFixture(database.database.db);
  });
  afterAll(async () => {
    stopSync();
    removeStore?.();
    unregister?.();
    vi.unstubAllEnvs();
    await proxy?.close();
    await app?.close();
    await database?.dispose();
  });

  const pulls = () => proxy.forwarded.filter((call) => call.startsWith('GET /api/sync')).length;
  const notesOnServer = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/sync', headers: bearer(token) })).json().changes.test_notes as
      TestNote[] | undefined;
  const aNote = (authorId: string, kindergartenId: string, body: string): TestNote => {
    const now = new Date().toISOString();
    return {
      id: uuidv7(),
      kindergarten_id: kindergartenId,
      author_id: authorId,
      body,
      created_at: now,
      updated_at: now,
      version: 0,
      deleted_at: null,
    };
  };
  const writeNote = (row: TestNote) =>
    runCommand({
      kind: 'write-test-note',
      table,
      row: row as never,
      method: 'POST',
      path: '/api/test-notes',
      body: { id: row.id, kindergarten_id: row.kindergarten_id, body: row.body },
    });

  it('is written offline, arrives once, and shows on a second device through realtime without a pull', async () => {
    const phone = new IDBFactory();
    const office = new IDBFactory();

    // The parent's phone, offline: the note shows at once and waits in the outbox.
    await useDevice(phone);
    proxy.goOffline();
    const parent = await signInOnDevice(app, fixture.parent.username);
    await startSync({ realtime: false });
    const note = aNote(parent.user.id, fixture.kindergarten.id, 'Bitte Gummistiefel mitbringen');
    await writeNote(note);
    await whenSyncIdle();
    expect((await notes().get(note.id))?.version).toBe(0);
    const [queued] = (await db.outbox.toArray()) as OutboxEntry[];
    expect(queued).toMatchObject({ entity: { table, id: note.id }, status: 'pending' });
    stopSync();

    // The office computer of the same kindergarten: synced and subscribed, nothing of the note yet.
    await useDevice(office);
    proxy.goOnline();
    await signInOnDevice(app, fixture.staff.username);
    await startSync();
    await waitUntil('the first sync', async () => (await db.sync_state.count()) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await whenSyncIdle();
    expect(await notes().count()).toBe(0);
    const pullsBefore = pulls();

    // The phone's queued write reaches the server, its answer lost on the way back.
    proxy.plan(['lose-response'], (method, path) => method === 'POST' && path === '/api/test-notes');
    expect((await sendOutboxEntry(queued!, parent.token)).kind).toBe('retry');
    await waitUntil('the realtime event', async () => (await notes().get(note.id)) !== undefined, 5_000);
    const shown = await notes().get(note.id);
    expect(shown).toMatchObject({ id: note.id, body: note.body, author_id: parent.user.id });
    expect(shown!.version).toBeGreaterThan(0);
    await whenSyncIdle();
    expect(pulls()).toBe(pullsBefore);
    stopSync();

    // Back on the phone, online: the drain sends the same entry again, and the server keeps one note.
    await useDevice(phone);
    storeToken(parent.token);
    expect((await drainOutbox(parent.user.id, () => Date.now() + 3_600_000)).sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    const onServer = (await notesOnServer(parent.token))!.filter((row) => row.id === note.id);
    expect(onServer).toHaveLength(1);
    expect(await notes().get(note.id)).toEqual(onServer[0]);
    expect(await notes().count()).toBe(1);
  });

  it('never reaches another kindergarten, and refuses its users writing into this one', async () => {
    const staffToken = await signInAs(app, fixture.staff.username, knownPassword);
    const ownNote = aNote(fixture.staff.id, fixture.kindergarten.id, 'Nur für uns');
    expect(
      (await app.inject({ method: 'POST', url: '/api/test-notes', headers: bearer(staffToken), payload: ownNote }))
        .statusCode,
    ).toBe(201);

    await useDevice(new IDBFactory());
    const stranger = await signInOnDevice(app, elsewhere.parent.username);
    await startSync({ realtime: false });
    await waitUntil('the first sync', async () => (await db.sync_state.count()) === 1);
    await whenSyncIdle();
    expect(await notes().count()).toBe(0);
    expect(await notesOnServer(stranger.token)).toBeUndefined();

    const intruding = aNote(stranger.user.id, fixture.kindergarten.id, 'Hallo von nebenan');
    await writeNote(intruding);
    await waitUntil('the refusal', async () => (await db.outbox.toArray())[0]?.status === 'failed');
    expect((await db.outbox.toArray())[0]!.lastError).toMatchObject({ status: 403 });
    const staffPage = await notesOnServer(staffToken);
    expect(staffPage!.map((row) => row.id)).not.toContain(intruding.id);
    stopSync();
  });

  it('is in the account export and leaves with the account', async () => {
    const person = await createFixture(database.database.db);
    const token = await signInAs(app, person.parent.username, knownPassword);
    const staffToken = await signInAs(app, person.staff.username, knownPassword);
    const note = aNote(person.parent.id, person.kindergarten.id, 'Meine Notiz');
    const payload = { id: note.id, kindergarten_id: note.kindergarten_id, body: note.body };
    await app.inject({ method: 'POST', url: '/api/test-notes', headers: bearer(token), payload });

    const exported = await app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(token) });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().test_notes).toEqual([{ id: note.id, body: 'Meine Notiz', created_at: expect.any(String) }]);

    const before = (await app.inject({ method: 'GET', url: '/api/sync', headers: bearer(staffToken) })).json();
    expect(before.changes.test_notes).toEqual([expect.objectContaining({ id: note.id })]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(token),
      payload: { password: knownPassword },
    });
    expect(deleted.statusCode).toBe(200);
    const url = `/api/sync?cursor=${encodeURIComponent(before.cursor)}`;
    const after = (await app.inject({ method: 'GET', url, headers: bearer(staffToken) })).json();
    expect(after.tombstones.test_notes).toEqual([note.id]);
    expect(after.changes.test_notes).toBeUndefined();
  });
});
