import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { CountersUnavailableError } from './counters-unavailable.ts';

export type RedisGuard = <T>(work: () => Promise<T>) => Promise<T>;

export const countersUnavailableLog =
  'auth failure counts unavailable: Redis does not answer; sign-in, registration and reset are refused until it does';

/**
 * Runs the counters' Redis commands, turning any failure into CountersUnavailableError. While the connection is
 * known to be down a command is refused at once rather than queued until it times out. An outage is logged once at
 * error when it begins, whether a command or the connection noticed it, and once at info when Redis answers again:
 * ioredis reports every reconnection attempt, and every refused call would repeat the line.
 */
export function guardRedis(redis: Redis, log: FastifyBaseLogger): RedisGuard {
  let failing = false;
  const failed = (error: unknown) => {
    if (!failing) log.error({ err: error }, countersUnavailableLog);
    failing = true;
    return new CountersUnavailableError(error);
  };
  const recovered = () => {
    if (failing) log.info('auth failure counts: Redis answers again');
    failing = false;
  };
  redis.on('error', failed);
  redis.on('ready', recovered);
  return async (work) => {
    if (failing && redis.status !== 'ready') throw failed(new Error(`Redis connection is ${redis.status}`));
    try {
      const result = await work();
      recovered();
      return result;
    } catch (error) {
      throw failed(error);
    }
  };
}
