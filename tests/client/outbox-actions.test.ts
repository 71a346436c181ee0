import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { clearSession } from '../../src/db/session-store.ts';
import { discardOutboxEntry, editOutboxEntry, retryOutboxEntry } from '../../src/sync/outbox-actions.ts';
import { recordOutcome } from '../../src/sync/outbox-outcome.ts';
import type { SendOutcome } from '../../src/sync/outbox-retry-policy.ts';
import type { OutboxError } from '../../src/sync/outbox-entry.ts';
import { adoptDeviceData } from '../../src/sync/adopt-device-data.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { anAbsenceRow, anna, ben, queueAbsence, signInLocally } from './support/rows.ts';

freshDatabasePerTest();

const onlyEntry = async () => {
  const entries = await db.outbox.toArray();
  expect(entries).toHaveLength(1);
  return entries[0]!;
};
const refusalError: OutboxError = { status: 422, message: 'Invalid.', errors: { to: ['Invalid.'] } };
const refusal: SendOutcome = { kind: 'failed', error: refusalError };

describe('outbox commands and actions', () => {
  it('writes the optimistic row and a pending entry for the signed-in user together', async () => {
    await signInLocally(anna);
    const row = anAbsenceRow({ version: 0 });
    await queueAbsence(row);
    expect(await db.absences.get(row.id)).toEqual(row);
    expect(await onlyEntry()).toMatchObject({
      userId: anna.id,
      status: 'pending',
      attempts: 0,
      entity: { table: 'absences', id: row.id },
      base: null,
      row,
    });
  });

  it('refuses a command when nobody is signed in, writing nothing', async () => {
    await expect(queueAbsence(anAbsenceRow())).rejects.toThrow('signed-in user');
    expect(await db.absences.count()).toBe(0);
  });

  it('retries a refused entry under a new Idempotency-Key in its old place in the queue', async () => {
    await signInLocally(anna);
    await queueAbsence(anAbsenceRow({ version: 0 }));
    const refused = await onlyEntry();
    await recordOutcome(refused, refusal);
    expect(await onlyEntry()).toMatchObject({ status: 'failed', lastError: refusalError });
    await retryOutboxEntry(refused.id);
    const retried = await onlyEntry();
    expect(retried.id).not.toBe(refused.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 0, lastError: null, createdAt: refused.createdAt });
  });

  it('edits a refused entry: new row and body, pending again', async () => {
    await signInLocally(anna);
    const row = anAbsenceRow({ version: 0, to: '2030-03-01' });
    await queueAbsence(row);
    await recordOutcome(await onlyEntry(), refusal);
    const fixed = { ...row, to: '2030-03-05' };
    await editOutboxEntry((await onlyEntry()).id, { row: fixed, body: { id: row.id, to: '2030-03-05' } });
    expect(await db.absences.get(row.id)).toEqual(fixed);
    expect(await onlyEntry()).toMatchObject({ status: 'pending', row: fixed, body: { to: '2030-03-05' } });
  });

  it('will not edit a write that may already have reached the server', async () => {
    await signInLocally(anna);
    await queueAbsence(anAbsenceRow({ version: 0 }));
    await recordOutcome(await onlyEntry(), { kind: 'retry', error: { status: null, message: 'No answer' } });
    await expect(editOutboxEntry((await onlyEntry()).id, { row: anAbsenceRow(), body: {} })).rejects.toThrow(
      'may already have reached',
    );
  });

  it('discards a never-sent create with its row and any later writes of it', async () => {
    await signInLocally(anna);
    const row = anAbsenceRow({ version: 0 });
    await queueAbsence(row);
    await queueAbsence({ ...row, note: 'later' }, `/api/absence-history/${row.id}`);
    const [create] = (await db.outbox.toArray()).sort((a, b) => a.createdAt - b.createdAt);
    await discardOutboxEntry(create!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.absences.get(row.id)).toBeUndefined();
  });

  it('discards an update by going back to the last row the server confirmed', async () => {
    await signInLocally(anna);
    const synced = anAbsenceRow({ version: 12, note: 'Fieber' });
    await db.absences.put(synced);
    await queueAbsence({ ...synced, note: 'Husten' }, `/api/absence-history/${synced.id}`);
    await discardOutboxEntry((await onlyEntry()).id);
    expect(await db.absences.get(synced.id)).toEqual(synced);
  });

  it("keeps a user's entries over sign-out, hides their rows, and shows them again only to that user", async () => {
    await signInLocally(anna);
    const row = anAbsenceRow({ version: 0 });
    await queueAbsence(row);
    await clearSession();
    expect(await db.absences.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);

    await signInLocally(ben);
    await adoptDeviceData(ben.id);
    expect(await db.absences.count()).toBe(0);

    await clearSession();
    await signInLocally(anna);
    await adoptDeviceData(anna.id);
    expect(await db.absences.get(row.id)).toEqual(row);
  });
});
