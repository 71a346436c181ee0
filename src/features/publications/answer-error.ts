import { i18n } from '@lingui/core';
import { explainRefusal } from '../../api/refusal-messages.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { publicationMessages } from './publication-messages.ts';

/** Why the server refused an answer, in one sentence in the user's language. */
export function explainAnswerError(lastError: OutboxEntry['lastError']): string {
  if (!lastError) return i18n._(publicationMessages.unknownError);
  const coded = explainRefusal('answer', lastError);
  if (coded) return coded;
  const firstField = Object.values(lastError.errors ?? {})[0]?.[0];
  return firstField ?? (lastError.message || i18n._(publicationMessages.unknownError));
}
