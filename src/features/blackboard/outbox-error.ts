import { i18n } from '@lingui/core';
import { explainRefusal } from '../../api/refusal-messages.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { blackboardMessages } from './blackboard-messages.ts';

/** Why the server refused a blackboard write, in one sentence in the user's language. */
export function explainOutboxError(lastError: OutboxEntry['lastError']): string {
  if (!lastError) return i18n._(blackboardMessages.unknownError);
  const coded = explainRefusal('blackboard', lastError);
  if (coded) return coded;
  const firstField = Object.values(lastError.errors ?? {})[0]?.[0];
  return firstField ?? (lastError.message || i18n._(blackboardMessages.unknownError));
}

/** A refused upload (ApiError body) in the user's language when its code is known; null otherwise. */
export const explainRefusalCode = (body: unknown): string | null => explainRefusal('blackboard', body);
