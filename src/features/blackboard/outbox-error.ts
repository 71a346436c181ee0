import { i18n } from '@lingui/core';
import type { BlackboardFailureCode } from '#contract/blackboard-rules';
import { outboxFailureMessageFor } from '../../api/api-messages.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { blackboardFailureMessages, blackboardMessages } from './blackboard-messages.ts';

const isKnownCode = (code: unknown): code is BlackboardFailureCode =>
  typeof code === 'string' && Object.hasOwn(blackboardFailureMessages, code);

/** Why the server refused a blackboard write, in one sentence in the user's language. */
export function explainOutboxError(lastError: OutboxEntry['lastError']): string {
  if (!lastError) return i18n._(blackboardMessages.unknownError);
  const shared = outboxFailureMessageFor(lastError.code);
  if (shared) return i18n._(shared);
  if (isKnownCode(lastError.code)) return i18n._(blackboardFailureMessages[lastError.code]);
  const firstField = Object.values(lastError.errors ?? {})[0]?.[0];
  return firstField ?? (lastError.message || i18n._(blackboardMessages.unknownError));
}

/** A refused upload (ApiError body) in the user's language when its code is known; null otherwise. */
export function explainRefusalCode(body: unknown): string | null {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return isKnownCode(code) ? i18n._(blackboardFailureMessages[code]) : null;
}
