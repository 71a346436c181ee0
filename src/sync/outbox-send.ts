import { idempotencyHeader } from '#contract/headers';
import { apiExchange } from '../api/api-exchange.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { classifyAnswer, type SendOutcome } from './outbox-retry-policy.ts';

/** Sends one entry with its id as Idempotency-Key; quiet (no toasts): the item's badge shows how it went. */
export async function sendOutboxEntry(entry: OutboxEntry, token: string): Promise<SendOutcome> {
  try {
    const answer = await apiExchange(entry.path, {
      method: entry.method,
      body: entry.body,
      token,
      headers: { [idempotencyHeader]: entry.id },
    });
    return classifyAnswer(answer.status, answer.body);
  } catch {
    return classifyAnswer(null, null);
  }
}
