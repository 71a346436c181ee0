import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainOutboxError as explainAbsence } from '../../src/features/absences/outbox-error.ts';
import { explainOutboxError as explainBlackboard } from '../../src/features/blackboard/outbox-error.ts';
import { explainAnswerError } from '../../src/features/publications/answer-error.ts';
import { explainStaffRefusal } from '../../src/features/workspace/staff-refusal.ts';
import { ApiError } from '../../src/api/api-error.ts';
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
  ])("is explained in the catalog's words for %s", (_kind, explain) => {
    expect(explain()).toBe(ourWords);
  });
});

/** Every upload refused for the kindergarten's full storage says so in the catalog's words, with a way forward. */
describe("a write refused because the kindergarten's storage is full", () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  const refusal = (field: string): OutboxError => ({
    status: 422,
    message: "The kindergarten's files would exceed its storage limit of 500 MB.",
    code: 'storage_quota_exceeded',
    errors: { [field]: ["The kindergarten's files would exceed its storage limit of 500 MB."] },
  });
  const full =
    "The kindergarten's storage is full: no more pictures, PDFs or signatures can be saved. Please ask the kindergarten's admin to make room.";

  it.each([
    ['a post with pictures', () => explainBlackboard(refusal('images'))],
    ['a signed answer', () => explainAnswerError(refusal('signature'))],
    [
      'a PDF attachment',
      () => explainStaffRefusal(new ApiError('validation', 422, refusal('file').message, refusal('file'))),
    ],
  ])('is explained for %s', (_kind, explain) => {
    expect(explain()).toBe(full);
  });
});
