import type { FastifyInstance } from 'fastify';
import { scheduleHourlyPurge } from '../maintenance/hourly-purge.ts';
import type { IdempotencyRepository } from '../repositories/idempotency-repository.ts';

/** Stored responses are kept at least this long: an outbox retries a lost answer well within it. */
export const idempotencyRetentionMs = 24 * 60 * 60_000;

/** Deletes stored responses older than 24 h at start and then hourly; stops when the app closes. */
export function scheduleIdempotencyPurge(app: FastifyInstance, keys: IdempotencyRepository): void {
  scheduleHourlyPurge(app, 'old idempotency keys', () =>
    keys.purgeOlderThan(new Date(Date.now() - idempotencyRetentionMs)),
  );
}
