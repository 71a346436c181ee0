import type { OutboxError } from './outbox-entry.ts';

/** What one answer means for an outbox entry (DESIGN §3, PITFALLS "Outbox and sync"). */
export type SendOutcome =
  | { kind: 'sent'; body: unknown }
  | { kind: 'retry'; error: OutboxError }
  | { kind: 'failed'; error: OutboxError }
  | { kind: 'session-ended' };

const sessionEndStatuses = new Set([401, 419, 503]);
const retryStatuses = new Set([408, 429]);

function errorOf(status: number | null, body: unknown): OutboxError {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const error: OutboxError = { status, message: typeof fields.message === 'string' ? fields.message : '' };
  if (typeof fields.code === 'string') error.code = fields.code;
  if (fields.errors && typeof fields.errors === 'object') error.errors = fields.errors as Record<string, string[]>;
  return error;
}

/** `status` null = no answer at all (offline, DNS, timeout, a dropped connection). */
export function classifyAnswer(status: number | null, body: unknown): SendOutcome {
  if (status === null) return { kind: 'retry', error: { status: null, message: 'No answer from the server.' } };
  if (sessionEndStatuses.has(status)) return { kind: 'session-ended' };
  // Spec §8: `{status: 'failed'}` is a refusal whatever the HTTP status says.
  const refused = (body as { status?: unknown } | null)?.status === 'failed';
  if (status >= 200 && status < 300 && !refused) return { kind: 'sent', body };
  if (status >= 500 || retryStatuses.has(status)) return { kind: 'retry', error: errorOf(status, body) };
  // 409 without a code: the first request with this Idempotency-Key still runs. With a code it is a refusal
  // (e.g. `absence_id_taken`) that no retry can change.
  if (status === 409 && !errorOf(status, body).code) return { kind: 'retry', error: errorOf(status, body) };
  return { kind: 'failed', error: errorOf(status, body) };
}

export const backoff = { baseMs: 2_000, capMs: 5 * 60_000 } as const;

/**
 * Exponential backoff with "equal jitter" (half fixed, half random): many phones coming back online at once do not
 * hit the server in lockstep. https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
  return exponential / 2 + random() * (exponential / 2);
}
