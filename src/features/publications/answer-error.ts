import { i18n } from '@lingui/core';
import type { AnswerFailureCode } from '#contract/publication-rules';
import { outboxFailureMessageFor } from '../../api/api-messages.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { answerFailureMessages, publicationMessages } from './publication-messages.ts';

const isKnownCode = (code: unknown): code is AnswerFailureCode =>
  typeof code === 'string' && Object.hasOwn(answerFailureMessages, code);

/** Why the server refused an answer, in one sentence in the user's language. */
export function explainAnswerError(lastError: OutboxEntry['lastError']): string {
  if (!lastError) return i18n._(publicationMessages.unknownError);
  const shared = outboxFailureMessageFor(lastError.code);
  if (shared) return i18n._(shared);
  if (isKnownCode(lastError.code)) return i18n._(answerFailureMessages[lastError.code]);
  const firstField = Object.values(lastError.errors ?? {})[0]?.[0];
  return firstField ?? (lastError.message || i18n._(publicationMessages.unknownError));
}
