import type { FastifyInstance } from 'fastify';
import type { IdempotencyRepository } from '../repositories/idempotency-repository.ts';

/** Stored responses are kept at least this long (DESIGN §3). */
export const idempotencyRetentionMs = 24 * 60 * 60_000;
const purgeEveryMs = 60 * 60_000;

/** Deletes stored responses older than 24 h at start and then hourly; stops when the app closes. */
export function scheduleIdempotencyPurge(app: FastifyInstance, keys: IdempotencyRepository): void {
  const purge = async () => {
    try {
      const removed = await keys.purgeOlderThan(new Date(Date.now() - idempotencyRetentionMs));
      if (removed > 0) app.log.info({ removed }, 'purged old idempotency keys');
    } catch (error) {
      app.log.error({ err: error }, 'could not purge idempotency keys');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), purgeEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
