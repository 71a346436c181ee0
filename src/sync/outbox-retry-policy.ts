import type { IdempotencyFailureCode } from '#contract/idempotency';
import type { OutboxError } from './outbox-entry.ts';

/** What one answer means for an outbox entry: a refusal never blocks the queue, a passing failure is retried. */
export type SendOutcome =
  | { kind: 'sent'; body: unknown }
  /** `soon`: nothing failed, the first request with this key still runs; its answer is replayed in a moment. */
  | { kind: 'retry'; error: OutboxError; soon?: true }
  | { kind: 'failed'; error: OutboxError }
  | { kind: 'session-ended' };

const sessionEndStatuses = new Set([401, 419, 503]);
const keyInUse: IdempotencyFailureCode = 'idempotency_key_in_use';
const retryStatuses = new Set([408, 429]);

function errorOf(status: number | null, body: unknown): OutboxError {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const error: OutboxError = { status, message: typeof fields.message === 'string' ? fields.message : '' };
  if (typeof fields.code === 'string') error.code = fields.code;
  if (fields.errors && typeof fields.errors === 'object') error.errors = fields.errors as Record<string, string[]>;
  if (fields.existing && typeof fields.existing === 'object')
    error.existing = fields.existing as Record<string, unknown>;
  return error;
}

/** `status` null = no answer at all (offline, DNS, timeout, a dropped connection). */
export function classifyAnswer(status: number | null, body: unknown): SendOutcome {
  if (status === null) return { kind: 'retry', error: { status: null, message: 'No answer from the server.' } };
  if (sessionEndStatuses.has(status)) return { kind: 'session-ended' };
  // `{status: 'failed'}` is a refusal whatever the HTTP status says.
  const refused = (body as { status?: unknown } | null)?.status === 'failed';
  if (status >= 200 && status < 300 && !refused) return { kind: 'sent', body };
  if (status >= 500 || retryStatuses.has(status)) return { kind: 'retry', error: errorOf(status, body) };
  // 409 `idempotency_key_in_use` (or without a code, from an older server): the first request with this
  // Idempotency-Key still runs. Any other code is a refusal (e.g. an id already taken) that no retry can change.
  const error = errorOf(status, body);
  if (status === 409 && (error.code === undefined || error.code === keyInUse))
    return { kind: 'retry', error, soon: true };
  return { kind: 'failed', error };
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

/**
 * A request still running on the server answers within seconds, or its claim lapses within half a minute
 * (server/idempotency/idempotency-hooks.ts): its retries stay this close instead of backing off for minutes.
 */
export const retrySoonCapMs = 5_000;

/** How long an entry waits before its next attempt after `outcome`, its `attempts`-th. */
export function nextAttemptDelay(outcome: SendOutcome, attempts: number, random: () => number = Math.random): number {
  const delay = retryDelay(attempts, random);
  return outcome.kind === 'retry' && outcome.soon ? Math.min(retrySoonCapMs, delay) : delay;
}
