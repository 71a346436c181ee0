import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { recordOutcome } from '../../src/sync/outbox-outcome.ts';
import { applyRealtimeEvent } from '../../src/sync/realtime-events.ts';
import { listenForSyncRequests, type SyncRequest } from '../../src/sync/sync-signals.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { anAbsenceRow, anna, kindergartenId, queueAbsence, signInLocally } from './support/rows.ts';

freshDatabasePerTest();

const requests: SyncRequest[] = [];
const listenForRequests = () => listenForSyncRequests((request) => requests.push(request));

function aGroupRow(overrides: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    id: uuidv7(),
    kindergarten_id: kindergartenId,
    name: 'Marienkäfer',
    color: '#ffcc00',
    created_at: now,
    updated_at: now,
    version: 12,
    deleted_at: null,
    ...overrides,
  };
}

describe('rows the server sends with an event or an answer, in the shape of a sync page', () => {
  afterEach(() => {
    listenForSyncRequests(null);
    requests.length = 0;
  });

  it('stores the rows of a server event for any synced table, without a pull', async () => {
    await signInLocally(anna);
    listenForRequests();
    const group = aGroupRow();
    const gone = aGroupRow({ name: 'Bienen' });
    await db.groups.put(gone);
    await applyRealtimeEvent(anna.id, '.sync.available', {
      version: 12,
      changes: { groups: [group] },
      tombstones: { groups: [gone.id] },
    });
    expect(await db.groups.toArray()).toEqual([group]);
    expect(requests).toEqual([]);
  });

  it('ignores a table it does not sync and asks for nothing', async () => {
    await signInLocally(anna);
    listenForRequests();
    const row = aGroupRow();
    await applyRealtimeEvent(anna.id, '.sync.available', { version: 12, changes: { secrets: [row] } });
    const prototypeKey = JSON.parse(`{"version":12,"changes":{"__proto__":[${JSON.stringify(row)}]}}`) as unknown;
    await applyRealtimeEvent(anna.id, '.sync.available', prototypeKey);
    expect(await db.groups.count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('pulls for a known event whose rows it cannot read, and ignores rows on an event it does not know', async () => {
    await signInLocally(anna);
    listenForRequests();
    await applyRealtimeEvent(anna.id, '.sync.available', { changes: { groups: [{ id: 7, version: 'new' }] } });
    expect(requests).toEqual([{ drain: true, pull: true }]);
    requests.length = 0;
    await applyRealtimeEvent(anna.id, '.client-rows', { changes: { groups: [aGroupRow()] } });
    expect(await db.groups.count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('keeps what the user still has queued when an event carries the same row', async () => {
    await signInLocally(anna);
    const mine = anAbsenceRow({ version: 0, note: 'my edit' });
    await queueAbsence(mine);
    const fromServer = { ...mine, note: 'staff edit', version: 20 };
    await applyRealtimeEvent(anna.id, '.sync.available', { version: 20, changes: { absences: [fromServer] } });
    expect((await db.absences.get(mine.id))?.note).toBe('my edit');
    expect((await db.outbox.toArray())[0]?.base).toEqual(fromServer);
  });

  it('stores the rows an answer carries besides the written row', async () => {
    await signInLocally(anna);
    const mine = anAbsenceRow({ version: 0 });
    await queueAbsence(mine);
    const [entry] = await db.outbox.toArray();
    const stored = { ...mine, version: 31 };
    const group = aGroupRow();
    await recordOutcome(entry!, {
      kind: 'sent',
      body: { status: 'success', absence: stored, changes: { groups: [group], secrets: [aGroupRow()] } },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.absences.get(mine.id)).toEqual(stored);
    expect(await db.groups.toArray()).toEqual([group]);
  });
});
