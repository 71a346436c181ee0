import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/sync/outbox-entry.ts';
import { nextDueAt, sendableEntries } from '../../src/sync/outbox-order.ts';
import {
  backoff,
  classifyAnswer,
  nextAttemptDelay,
  retryDelay,
  retrySoonCapMs,
} from '../../src/sync/outbox-retry-policy.ts';
import { anAbsenceRow } from './support/rows.ts';

describe('what an answer means for an outbox entry', () => {
  it.each([200, 201, 204])('%i: sent', (status) => expect(classifyAnswer(status, {}).kind).toBe('sent'));
  it.each([500, 502, 504, 408, 429])('%i: retried later', (status) =>
    expect(classifyAnswer(status, { message: 'x' }).kind).toBe('retry'),
  );
  it.each([401, 419, 503])('%i: the session ended, the entry waits', (status) =>
    expect(classifyAnswer(status, {}).kind).toBe('session-ended'),
  );

  it('retries when nothing answered', () =>
    expect(classifyAnswer(null, null)).toMatchObject({ kind: 'retry', error: { status: null } }));

  const stillRunning = {
    message: 'still running',
    errors: { 'idempotency-key': ['still running'] },
    code: 'idempotency_key_in_use',
  };
  const keyReused = { message: 'reused', errors: { 'idempotency-key': ['reused'] }, code: 'idempotency_key_reused' };

  it.each([
    ['the first request with the key still runs', 409, 'retry soon', stillRunning],
    [
      'the first request still runs (a server without the code)',
      409,
      'retry soon',
      { message: 'A request with this Idempotency-Key is still being processed.' },
    ],
    [
      'the client-chosen id is taken',
      409,
      'failed',
      { message: 'taken', code: 'absence_id_taken', errors: { id: ['taken'] } },
    ],
    ['the key was used for a different write', 422, 'failed', keyReused],
    ['the server failed', 500, 'retry', { message: 'Server Error' }],
  ] as const)('%s (%i): %s', (_case, status, expected, body) => {
    const outcome = classifyAnswer(status, body);
    const seen = outcome.kind === 'retry' && outcome.soon ? 'retry soon' : outcome.kind;
    expect(seen).toBe(expected);
  });

  it("keeps the code of a reused key, so the screen says it in the user's language", () => {
    expect(classifyAnswer(422, keyReused)).toEqual({ kind: 'failed', error: { status: 422, ...keyReused } });
  });

  it('fails other 4xx and keeps the message, code and field errors for the screen', () => {
    const body = {
      message: 'The end date must not be before the start date.',
      code: 'date_too_far',
      errors: { to: ['The end date must not be before the start date.'] },
    };
    expect(classifyAnswer(422, body)).toEqual({ kind: 'failed', error: { status: 422, ...body } });
    expect(classifyAnswer(403, { message: 'This action is unauthorized.' })).toEqual({
      kind: 'failed',
      error: { status: 403, message: 'This action is unauthorized.' },
    });
  });

  it('treats a `failed` answer as a refusal whatever its status', () => {
    expect(classifyAnswer(200, { status: 'failed', message: 'No.' }).kind).toBe('failed');
  });
});

describe('backoff', () => {
  it('retries soon while the first request with the key still runs, however often it was tried', () => {
    const soon = classifyAnswer(409, { message: 'still running', code: 'idempotency_key_in_use' });
    const failedServer = classifyAnswer(500, { message: 'Server Error' });
    for (const attempts of [1, 5, 12])
      expect(nextAttemptDelay(soon, attempts, () => 0.999_999)).toBeLessThanOrEqual(retrySoonCapMs);
    expect(nextAttemptDelay(failedServer, 12, () => 0)).toBeGreaterThan(retrySoonCapMs);
  });

  it('doubles from the base, stays within half and all of the step, and is capped', () => {
    for (const attempts of [1, 2, 3, 8, 30]) {
      const step = Math.min(backoff.capMs, backoff.baseMs * 2 ** (attempts - 1));
      expect(retryDelay(attempts, () => 0)).toBe(step / 2);
      expect(retryDelay(attempts, () => 0.999_999)).toBeLessThanOrEqual(step);
    }
    expect(retryDelay(100, () => 1)).toBe(backoff.capMs);
  });
});

function anEntry(id: string, rowId: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const row = anAbsenceRow({ id: rowId });
  return {
    id,
    userId: 'u',
    kind: 'absence',
    method: 'POST',
    path: '/api/report-absence',
    body: {},
    entity: { table: 'absences', id: rowId },
    createdAt: Number(id),
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
    row,
    base: null,
    ...overrides,
  };
}

describe('queue order', () => {
  const ids = (entries: OutboxEntry[]) => entries.map((entry) => entry.id);

  it('sends in creation order, one entry per row: an update never overtakes its create', () => {
    const entries = [anEntry('3', 'b'), anEntry('2', 'a'), anEntry('1', 'a')];
    expect(ids(sendableEntries(entries, 100))).toEqual(['1', '3']);
  });

  it('holds back only the row of a failed entry, not unrelated ones', () => {
    const entries = [anEntry('1', 'a', { status: 'failed' }), anEntry('2', 'a'), anEntry('3', 'b')];
    expect(ids(sendableEntries(entries, 100))).toEqual(['3']);
  });

  it('waits for an entry in backoff and says when it is due', () => {
    const entries = [
      anEntry('1', 'a', { nextAttemptAt: 500 }),
      anEntry('2', 'a'),
      anEntry('3', 'b', { nextAttemptAt: 900 }),
    ];
    expect(sendableEntries(entries, 100)).toEqual([]);
    expect(nextDueAt(entries)).toBe(500);
    expect(ids(sendableEntries(entries, 600))).toEqual(['1']);
  });

  it('does not send an entry already on the wire', () => {
    expect(sendableEntries([anEntry('1', 'a', { status: 'sending' }), anEntry('2', 'a')], 100)).toEqual([]);
  });
});
