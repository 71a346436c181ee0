import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../../src/api/session-expiry.ts';
import { db } from '../../src/db/kita-db.ts';
import { clearSession } from '../../src/db/session-store.ts';
import { discardOutboxEntry, editOutboxEntry } from '../../src/sync/outbox-actions.ts';
import { drainOutbox } from '../../src/sync/outbox-drain.ts';
import { pullChanges } from '../../src/sync/pull-changes.ts';
import { startSync, stopSync, whenSyncIdle } from '../../src/sync/sync-runtime.ts';
import { anAbsence, reportAbsence } from '../server/support/absence-helpers.ts';
import { bearer, signInAs } from '../server/support/test-app.ts';
import { knownPassword } from '../server/support/fixture.ts';
import { absencesOnServer, aReportedAbsence } from './support/engine-absences.ts';
import { pointClientAt, signInOnDevice, realServerPerFile } from './support/engine-server.ts';
import { flakyProxyPerFile } from './support/flaky-proxy.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { queueAbsence } from './support/rows.ts';
import { waitUntil } from './support/wait-until.ts';

freshDatabasePerTest();
const server = realServerPerFile();
const proxy = flakyProxyPerFile(server, { pointClient: pointClientAt });

/** A clock that jumps an hour on every reading, past any backoff: the drain treats every waiting entry as due. */
let hoursAhead = 0;
const muchLater = () => Date.now() + ++hoursAhead * 60 * 60_000;
const parentOnDevice = () => signInOnDevice(server.app, server.fixture.parent.username);
const copiesOn = async (token: string, id: string) =>
  (await absencesOnServer(server.app, token)).filter((absence) => absence.id === id);

describe('the outbox against the real server', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('keeps an absence reported offline and sends it once when back online', async () => {
    (globalThis as { window?: unknown }).window = new EventTarget();
    proxy.goOffline();
    const { token, user } = await parentOnDevice();
    await startSync({ realtime: false });
    const row = aReportedAbsence(user, server.fixture.children.mia.id);
    await queueAbsence(row);
    await whenSyncIdle();
    expect((await db.absences.get(row.id))?.version).toBe(0);
    expect((await db.outbox.toArray())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: { status: null },
    });

    proxy.goOnline();
    window.dispatchEvent(new Event('online'));
    await waitUntil('the outbox to empty', async () => (await db.outbox.count()) === 0);
    const copies = await copiesOn(token, row.id);
    expect(copies).toHaveLength(1);
    await waitUntil(
      'the server row locally',
      async () => (await db.absences.get(row.id))?.version === copies[0]!.version,
    );
    stopSync();
  });

  it('sends a write whose response was lost only once: the retry gets the first answer replayed', async () => {
    const { token, user } = await parentOnDevice();
    const row = aReportedAbsence(user, server.fixture.children.mia.id, { note: 'lost answer' });
    await queueAbsence(row);
    proxy.plan(['lose-response']);
    expect((await drainOutbox(user.id)).sent).toBe(0);
    expect(await copiesOn(token, row.id)).toHaveLength(1);
    expect((await drainOutbox(user.id, muchLater)).sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    const copies = await copiesOn(token, row.id);
    expect(copies).toHaveLength(1);
    expect(await db.absences.get(row.id)).toEqual(copies[0]);
  });

  it('settles a write whose response was lost through the acknowledged keys of the next pull', async () => {
    const { token, user } = await parentOnDevice();
    const row = aReportedAbsence(user, server.fixture.children.mia.id, { note: 'acknowledged' });
    await queueAbsence(row);
    proxy.plan(['lose-response']);
    await drainOutbox(user.id);
    expect(await pullChanges(user.id, token)).toBe('done');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.absences.get(row.id)).toEqual((await copiesOn(token, row.id))[0]);
  });

  it('ends with exactly one absence when the server answers 500 twice, then succeeds', async () => {
    const { token, user } = await parentOnDevice();
    const row = aReportedAbsence(user, server.fixture.children.mia.id, { note: 'after two errors' });
    await queueAbsence(row);
    proxy.plan(['error-500', 'error-500']);
    await drainOutbox(user.id);
    expect((await db.outbox.toArray())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: { status: 500 },
    });
    await drainOutbox(user.id, muchLater);
    expect((await db.outbox.toArray())[0]?.attempts).toBe(2);
    await drainOutbox(user.id, muchLater);
    expect(await db.outbox.count()).toBe(0);
    expect(await copiesOn(token, row.id)).toHaveLength(1);
  });

  it('marks a refused report failed with the field errors, and sends it after an edit', async () => {
    const { token, user } = await parentOnDevice();
    const row = aReportedAbsence(user, server.fixture.children.mia.id);
    const backwards = { ...row, from: row.to, to: row.from };
    await queueAbsence(backwards);
    const other = aReportedAbsence(user, server.fixture.children.mia.id, { note: 'unrelated' });
    await queueAbsence(other);
    await drainOutbox(user.id);
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ status: 'failed', lastError: { status: 422, errors: { to: expect.any(Array) } } });
    expect(await copiesOn(token, other.id)).toHaveLength(1);

    const { id, child_id, from, to, reason, note } = row;
    await editOutboxEntry(failed!.id, { row, body: { id, child_id, from, to, reason, note } });
    await drainOutbox(user.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await copiesOn(token, row.id)).toHaveLength(1);
  });

  it('sends an update queued after its create in order, and keeps the pulled row out while it waits', async () => {
    const { token, user } = await parentOnDevice();
    const row = aReportedAbsence(user, server.fixture.children.mia.id, { note: 'first' });
    await queueAbsence(row);
    await queueAbsence({ ...row, note: 'second' }, `/api/absence-history/${row.id}`);
    await drainOutbox(user.id);
    expect((await copiesOn(token, row.id))[0]?.note).toBe('second');
    expect((await db.absences.get(row.id))?.note).toBe('second');
  });

  it('pulls what others changed but never over a row with a queued write; a discard shows the server row', async () => {
    const { token, user } = await parentOnDevice();
    const staffToken = await signInAs(server.app, server.fixture.staff.username, knownPassword);
    const byStaff = (
      await reportAbsence(server.app, staffToken, anAbsence(server.fixture.children.mia.id, { note: 'by staff' }))
    ).json().absence;
    expect(await pullChanges(user.id, token)).toBe('done');
    expect(await db.absences.get(byStaff.id)).toEqual(byStaff);

    proxy.goOffline();
    await queueAbsence({ ...byStaff, note: 'parent edit' }, `/api/absence-history/${byStaff.id}`);
    const staffEdit = {
      child_id: byStaff.child_id,
      from: byStaff.from,
      to: byStaff.to,
      reason: 'other',
      note: 'staff edit',
    };
    const edited = (
      await server.app.inject({
        method: 'POST',
        url: `/api/absence-history/${byStaff.id}`,
        headers: bearer(staffToken),
        payload: staffEdit,
      })
    ).json().absence;
    proxy.goOnline();
    expect(await pullChanges(user.id, token)).toBe('done');
    expect((await db.absences.get(byStaff.id))?.note).toBe('parent edit');
    await discardOutboxEntry((await db.outbox.toArray())[0]!.id);
    expect(await db.absences.get(byStaff.id)).toEqual(edited);
  });
});

describe('sessions and users', () => {
  it('stops at a session end and keeps the outbox for the same user, who sends it after signing in again', async () => {
    const ended = vi.fn();
    onSessionExpired(ended);
    const { token, user } = await parentOnDevice();
    await server.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    const row = aReportedAbsence(user, server.fixture.children.mia.id, { note: 'after session end' });
    await queueAbsence(row);
    expect(await drainOutbox(user.id)).toMatchObject({ sessionEnded: true, sent: 0 });
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(ended).not.toHaveBeenCalled(); // drainOutbox only reports it; the runtime ends the session:
    await startSync({ realtime: false });
    await waitUntil('the session to end', () => ended.mock.calls.length === 1);
    expect(await db.outbox.count()).toBe(1);
    stopSync();

    const again = await parentOnDevice();
    expect((await drainOutbox(user.id)).sent).toBe(1);
    expect(await copiesOn(again.token, row.id)).toHaveLength(1);
  });

  it("never sends one user's entries as another user, and sends them when that user is back", async () => {
    const parent = await parentOnDevice();
    proxy.goOffline();
    const row = aReportedAbsence(parent.user, server.fixture.children.mia.id, { note: 'waits for its owner' });
    await queueAbsence(row);
    stopSync();
    await clearSession();
    proxy.goOnline();

    const staff = await signInOnDevice(server.app, server.fixture.staff.username);
    await startSync({ realtime: false });
    await whenSyncIdle();
    expect(await copiesOn(staff.token, row.id)).toHaveLength(0);
    expect(await db.absences.get(row.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
    stopSync();
    await clearSession();

    await parentOnDevice();
    await startSync({ realtime: false });
    await waitUntil('the entry to be sent', async () => (await db.outbox.count()) === 0);
    const [copy] = await copiesOn(staff.token, row.id);
    expect(copy?.reported_by).toBe(parent.user.id);
    stopSync();
  });
});
