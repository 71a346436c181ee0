import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { clearSession } from '../../src/db/session-store.ts';
import { applySyncPage } from '../../src/sync/apply-sync-page.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { aPage, anAbsenceRow, anna, ben, queueAbsence, signInLocally } from './support/rows.ts';

freshDatabasePerTest();

describe('applying a sync page', () => {
  it('stores changes, removes tombstones and keeps the cursor per user', async () => {
    await signInLocally(anna);
    const gone = anAbsenceRow();
    await db.absences.put(gone);
    const arrived = anAbsenceRow();
    await applySyncPage(
      anna.id,
      aPage({ cursor: '12.0123456789ab', changes: { absences: [arrived] }, tombstones: { absences: [gone.id] } }),
    );
    expect(await db.absences.toArray()).toEqual([arrived]);
    expect((await db.sync_state.get(anna.id))?.cursor).toBe('12.0123456789ab');
  });

  it('never overwrites a row the user still has a write queued for, but remembers the server row for a discard', async () => {
    await signInLocally(anna);
    const mine = anAbsenceRow({ version: 0, note: 'my edit' });
    await queueAbsence(mine);
    const fromServer = { ...mine, note: 'staff edit', version: 20 };
    await applySyncPage(anna.id, aPage({ changes: { absences: [fromServer] } }));
    expect((await db.absences.get(mine.id))?.note).toBe('my edit');
    expect((await db.outbox.toArray())[0]?.base).toEqual(fromServer);
  });

  it('drops entries whose Idempotency-Key the server acknowledged and takes their row from the same page', async () => {
    await signInLocally(anna);
    const mine = anAbsenceRow({ version: 0 });
    await queueAbsence(mine);
    const [entry] = await db.outbox.toArray();
    const confirmed = { ...mine, version: 31 };
    await applySyncPage(anna.id, aPage({ changes: { absences: [confirmed] }, acknowledged_keys: [entry!.id] }));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.absences.get(mine.id)).toEqual(confirmed);
  });

  it('keeps a newer local copy when an older one arrives late', async () => {
    await signInLocally(anna);
    const newer = anAbsenceRow({ version: 40, note: 'newer' });
    await db.absences.put(newer);
    await applySyncPage(anna.id, aPage({ changes: { absences: [{ ...newer, version: 39, note: 'older' }] } }));
    expect((await db.absences.get(newer.id))?.note).toBe('newer');
  });

  it('on reset replaces the synced rows but keeps rows with queued writes and the outbox', async () => {
    await signInLocally(anna);
    const stale = anAbsenceRow();
    await db.absences.put(stale);
    await db.children.put({
      id: stale.child_id,
      kindergarten_id: stale.kindergarten_id,
      group_id: null,
      first_name: 'Mia',
      last_name: 'Berg',
      birth_date: null,
      created_at: stale.created_at,
      updated_at: stale.updated_at,
      version: 3,
      deleted_at: null,
    });
    const queued = anAbsenceRow({ version: 0 });
    await queueAbsence(queued);
    const fresh = anAbsenceRow();
    await applySyncPage(anna.id, aPage({ reset: true, changes: { absences: [fresh] } }));
    expect((await db.absences.toArray()).map((row) => row.id).sort()).toEqual([queued.id, fresh.id].sort());
    expect(await db.children.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('writes nothing once the user has signed out or another user signed in', async () => {
    await signInLocally(anna);
    await clearSession();
    await signInLocally(ben);
    const applied = await applySyncPage(anna.id, aPage({ changes: { absences: [anAbsenceRow()] } }));
    expect(applied).toBe(false);
    expect(await db.absences.count()).toBe(0);
    expect(await db.sync_state.get(anna.id)).toBeUndefined();
  });

  it('skips the rows of a table this device has no store for, and stores the rest of the page', async () => {
    await signInLocally(anna);
    const arrived = anAbsenceRow();
    const unknown = { id: arrived.id, version: 40, deleted_at: null };
    const page = aPage({
      cursor: '41.0123456789ab',
      changes: { absences: [arrived], not_on_this_device: [unknown] } as ReturnType<typeof aPage>['changes'],
      tombstones: { not_on_this_device: [arrived.id] } as ReturnType<typeof aPage>['tombstones'],
    });
    expect(await applySyncPage(anna.id, page)).toBe(true);
    expect(await db.absences.toArray()).toEqual([arrived]);
    expect((await db.sync_state.get(anna.id))?.cursor).toBe('41.0123456789ab');
  });
});
