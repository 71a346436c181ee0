import type { Redis } from 'ioredis';
import type { FailureStore } from './failure-store.ts';

const prefix = 'kita:auth-failures:';

// Times come from the app's clock, not Redis's, so "expired" means the same as with the database store; Redis's own
// expiry only removes keys nobody asks for any more.
const addScript = `
local now = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('HGET', key, 'e') or '0') <= now then redis.call('DEL', key) end
  redis.call('HINCRBY', key, 'f', 1)
  redis.call('HSET', key, 'l', ARGV[1], 'e', ARGV[2])
  redis.call('PEXPIRE', key, ARGV[3])
end`;

const forgiveScript = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local live = tonumber(redis.call('HGET', KEYS[1], 'e') or '0') > tonumber(ARGV[1])
redis.call('DEL', KEYS[1])
if live and failures > 0 and redis.call('EXISTS', KEYS[2]) == 1 then
  if redis.call('HINCRBY', KEYS[2], 'f', -failures) < 0 then redis.call('HSET', KEYS[2], 'f', 0) end
end`;

/** Failure counts as Redis hashes (f: failures, l: last failure, e: expiry, in ms), changed atomically by scripts. */
export function redisFailureStore(redis: Redis): FailureStore {
  const keyOf = (key: string) => prefix + key;
  return {
    async read(keys, now) {
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.hmget(keyOf(key), 'f', 'l', 'e');
      const results = (await pipeline.exec()) ?? [];
      return results.map(([error, fields]) => {
        if (error) throw error;
        const [failures, last, expires] = (fields as (string | null)[]).map(Number);
        if (!failures || !expires || expires <= now.getTime()) return null;
        return { failures, lastFailureAt: new Date(last!), expiresAt: new Date(expires) };
      });
    },

    async add(keys, now, ttlMs) {
      await redis.eval(addScript, keys.length, ...keys.map(keyOf), now.getTime(), now.getTime() + ttlMs, ttlMs);
    },

    async forgive(key, total, now) {
      await redis.eval(forgiveScript, 2, keyOf(key), keyOf(total), now.getTime());
    },
  };
}
