import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainOutboxError as explainAbsence } from '../../src/features/absences/outbox-error.ts';
import { explainOutboxError as explainBlackboard } from '../../src/features/blackboard/outbox-error.ts';
import { explainAnswerError } from '../../src/features/publications/answer-error.ts';
import type { OutboxError } from '../../src/sync/outbox-entry.ts';

/** The server's words are English only; a write refused for its reused Idempotency-Key is said in our own words. */
const reused: OutboxError = {
  status: 422,
  message: 'This Idempotency-Key was already used for a different request.',
  code: 'idempotency_key_reused',
  errors: { 'idempotency-key': ['This Idempotency-Key was already used for a different request.'] },
};
const ourWords = 'This change clashed with an earlier one from this device and was not saved. Please try again.';

describe('a write refused because its key was reused', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it.each([
    ['an absence', () => explainAbsence(reused).summary],
    ['a post or comment', () => explainBlackboard(reused)],
    ['an answer to news or an event', () => explainAnswerError(reused)],
  ])('is explained in the catalog\'s words for %s', (_kind, explain) => {
    expect(explain()).toBe(ourWords);
  });
});
