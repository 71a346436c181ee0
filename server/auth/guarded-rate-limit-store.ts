import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisGuard } from './redis-guard.ts';

type Counted = { current: number; ttl: number };
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

// The plugin's own Redis store (its Lua script), which it does not export by name.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

/**
 * @fastify/rate-limit's Redis store with its commands run through `guard`, so a Redis that does not answer refuses the
 * call with CountersUnavailableError, answered like the throttle's (counters-unavailable.ts), not with a 500.
 */
export function guardedRateLimitStore(redis: Redis, guard: RedisGuard, nameSpace: string): FastifyRateLimitStoreCtor {
  const wrap = (inner: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      guard(
        () =>
          new Promise<Counted>((resolve, reject) => {
            inner.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max);
          }),
      ).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    },
    child: (routeOptions) => wrap(inner.child(routeOptions)),
  });
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      return wrap(new RedisStore(!!options.continueExceeding, !!options.exponentialBackoff, redis, nameSpace));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
