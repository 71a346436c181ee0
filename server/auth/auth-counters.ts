import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { scheduleHourlyPurge } from '../maintenance/hourly-purge.ts';
import { createAttemptThrottle, type AttemptThrottle } from './attempt-throttle.ts';
import { databaseFailureStore } from './database-failure-store.ts';
import type { FailureStore } from './failure-store.ts';
import { guardedRateLimitStore } from './guarded-rate-limit-store.ts';
import { redisFailureStore } from './redis-failure-store.ts';
import { guardRedis, type RedisGuard } from './redis-guard.ts';

export type AuthCounters = {
  throttle: AttemptThrottle;
  /** The per-IP limit's store: Redis when configured, so every instance counts alike; else each process's own. */
  rateLimitStore: { store?: FastifyRateLimitStoreCtor };
};

/**
 * Where the visitor calls' failures are counted: Redis when REDIS_URL is set, else the `auth_failures` table, whose
 * expired rows are purged at start and then hourly. Neither evicts a live count to make room for others. A Redis that
 * does not answer refuses the calls it counts (redis-guard.ts): letting them through uncounted would allow unlimited
 * guesses.
 */
export function startAuthCounters(app: FastifyInstance, options: { env: Env; db: Db; now?: () => Date }): AuthCounters {
  const { env, db } = options;
  const now = options.now ?? (() => new Date());
  const addressLimit = env.AUTH_ACCOUNT_RATE_LIMIT;
  if (env.REDIS_URL) {
    // A visitor waits at most about a second for a refusal when Redis stops answering mid-command.
    const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    const guard = guardRedis(redis, app.log);
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    return {
      throttle: createAttemptThrottle({ store: guardedStore(redisFailureStore(redis), guard), addressLimit, now }),
      rateLimitStore: { store: guardedRateLimitStore(redis, guard, 'kita:rate-limit:') },
    };
  }
  const store = databaseFailureStore(db);
  scheduleHourlyPurge(app, 'expired auth failure counts', () => store.purgeExpired(now()));
  return { throttle: createAttemptThrottle({ store, addressLimit, now }), rateLimitStore: {} };
}

function guardedStore(store: FailureStore, guard: RedisGuard): FailureStore {
  return {
    read: (keys, now) => guard(() => store.read(keys, now)),
    add: (keys, now, ttlMs) => guard(() => store.add(keys, now, ttlMs)),
    forgive: (key, total, now) => guard(() => store.forgive(key, total, now)),
  };
}
