import { Redis } from 'ioredis';

/**
 * The Redis that `.ci/run` and the development machines run at 127.0.0.1:6379 (or TEST_REDIS_URL), when it answers;
 * otherwise null, and the caller skips its Redis tests saying so.
 */
export async function reachableRedisUrl(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return url;
  } catch {
    console.warn(`Redis does not answer at ${url}: the Redis variants of the auth throttle tests are skipped.`);
    return null;
  } finally {
    client.disconnect();
  }
}
