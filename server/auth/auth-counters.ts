import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { scheduleHourlyPurge } from '../maintenance/hourly-purge.ts';
import { createAttemptThrottle, type AttemptThrottle } from './attempt-throttle.ts';
import { databaseFailureStore } from './database-failure-store.ts';
import { redisFailureStore } from './redis-failure-store.ts';

export type AuthCounters = {
  throttle: AttemptThrottle;
  /** The per-IP limit's store: Redis when configured, so every instance counts alike; else each process's own. */
  rateLimitStore: { redis?: Redis; nameSpace?: string };
};

/**
 * Where the visitor calls' failures are counted: Redis when REDIS_URL is set, else the `auth_failures` table, whose
 * expired rows are purged at start and then hourly. Neither evicts a live count to make room for others.
 */
export function startAuthCounters(app: FastifyInstance, options: { env: Env; db: Db; now?: () => Date }): AuthCounters {
  const { env, db } = options;
  const now = options.now ?? (() => new Date());
  const addressLimit = env.AUTH_ACCOUNT_RATE_LIMIT;
  if (env.REDIS_URL) {
    const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
    redis.on('error', (error) => app.log.error({ err: error }, 'redis connection error'));
    app.addHook('onClose', async () => void (await redis.quit()));
    return {
      throttle: createAttemptThrottle({ store: redisFailureStore(redis), addressLimit, now }),
      rateLimitStore: { redis, nameSpace: 'kita:rate-limit:' },
    };
  }
  const store = databaseFailureStore(db);
  scheduleHourlyPurge(app, 'expired auth failure counts', () => store.purgeExpired(now()));
  return { throttle: createAttemptThrottle({ store, addressLimit, now }), rateLimitStore: {} };
}
