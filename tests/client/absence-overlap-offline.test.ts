import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainOutboxError } from '../../src/features/absences/outbox-error.ts';
import { classifyAnswer } from '../../src/sync/outbox-retry-policy.ts';
import { db } from '../../src/db/kita-db.ts';
import { reportAbsence, withdrawAbsence } from '../../src/features/absences/absence-commands.ts';
import { findDeviceOverlap } from '../../src/features/absences/absence-overlap-check.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { anAbsenceRow, anna, childId, kindergartenId, signInLocally } from './support/rows.ts';

freshDatabasePerTest();

const reporter = { userId: anna.id, kindergartenId };
const sick = (from: string, to: string, child = childId) => ({
  child_id: child,
  from,
  to,
  reason: 'sick' as const,
  note: '',
});

describe('the overlap rule against the rows on this device (offline)', () => {
  it('finds a report queued offline that covers some of the same days', async () => {
    await signInLocally(anna);
    const queued = await reportAbsence(sick('2030-03-02', '2030-03-04'), reporter);
    expect((await findDeviceOverlap({ id: '', ...sick('2030-03-04', '2030-03-06') }))?.id).toBe(queued);
    expect(await findDeviceOverlap({ id: '', ...sick('2030-03-05', '2030-03-06') })).toBeUndefined();
  });

  it('finds a synced absence, but not one of another child nor the absence being changed', async () => {
    const synced = anAbsenceRow({ version: 7 });
    await db.absences.put(synced);
    expect((await findDeviceOverlap({ id: '', ...sick(synced.from, synced.from) }))?.id).toBe(synced.id);
    expect(
      await findDeviceOverlap({ id: '', ...sick(synced.from, synced.from, '0192f5d2-7a3b-7c4d-8e5f-0000000000c2') }),
    ).toBeUndefined();
    expect(await findDeviceOverlap({ id: synced.id, ...sick(synced.from, synced.to) })).toBeUndefined();
  });

  it('no longer counts an absence withdrawn offline, and queues the withdrawal for the server', async () => {
    await signInLocally(anna);
    const synced = anAbsenceRow({ version: 7 });
    await db.absences.put(synced);
    await withdrawAbsence(synced);
    expect(await findDeviceOverlap({ id: '', ...sick(synced.from, synced.to) })).toBeUndefined();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'DELETE',
      path: `/api/absence-history/${synced.id}`,
      entity: { table: 'absences', id: synced.id },
    });
  });
});

describe('a report the server refused because another absence covers these days', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  const existing = {
    id: '0192f5d2-7a3b-7c4d-8e5f-0000000000e1',
    child_id: childId,
    from: '2030-11-26',
    to: '2030-11-27',
  };
  const body = {
    message: 'The child is already reported absent.',
    code: 'absence_overlaps',
    errors: { from: ['…'] },
    existing,
  };

  it('is failed (no retry changes it), names the child and the days, and points at the existing report', () => {
    const outcome = classifyAnswer(409, body);
    expect(outcome.kind).toBe('failed');
    if (outcome.kind !== 'failed') return;
    const explained = explainOutboxError(outcome.error, { childName: 'Paul', locale: 'en-GB' });
    expect(explained.summary).toMatch(/^Paul is already reported absent \D*26\D*27 Nov 2030\.$/);
    expect(explained.fields.from).toBe(explained.summary);
    expect(explained.existingId).toBe(existing.id);
  });
});
