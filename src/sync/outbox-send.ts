import { idempotencyHeader } from '#contract/headers';
import { apiExchange } from '../api/api-exchange.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { sendOutboxUpload } from './outbox-upload.ts';
import { classifyAnswer, type SendOutcome } from './outbox-retry-policy.ts';

/** Sends one entry (its file first, if any) with its id as Idempotency-Key; quiet (no toasts): the item's badge shows how it went. */
export async function sendOutboxEntry(entry: OutboxEntry, token: string): Promise<SendOutcome> {
  try {
    if (entry.upload) {
      const uploaded = await sendOutboxUpload(entry, entry.upload, token);
      if (uploaded.status < 200 || uploaded.status >= 300) return classifyAnswer(uploaded.status, uploaded.body);
    }
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
