import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { snapshotOf, type PresenceRoster } from './presence-roster.ts';

const prefix = 'kita:presence:';
const defaultTtlMs = 60_000;

/*
 * Per channel a sorted set of "<user id>\n<instance id>", scored by when that entry expires, and a hash of the same
 * entries' user_info. An instance refreshes its own entries every third of the time to live; entries of an instance
 * that stopped without leaving expire, and whichever instance removes them first announces the member gone. Times
 * come from the app's clock, as in redis-failure-store.ts.
 */
const liveUsersOf = `
local function liveHas(key, userId, now)
  for _, entry in ipairs(redis.call('ZRANGEBYSCORE', key, '(' .. now, '+inf')) do
    if string.sub(entry, 1, #userId + 1) == userId .. '\\n' then return true end
  end
  return false
end`;

const joinScript = `${liveUsersOf}
local first = not liveHas(KEYS[1], ARGV[4], ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[3], ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
if first then return 1 else return 0 end`;

const leaveScript = `${liveUsersOf}
local removed = redis.call('ZREM', KEYS[1], ARGV[2])
redis.call('HDEL', KEYS[2], ARGV[2])
if removed == 1 and not liveHas(KEYS[1], ARGV[3], ARGV[1]) then return 1 else return 0 end`;

const membersScript = `
local entries = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], '+inf')
if #entries == 0 then return {} end
local infos = redis.call('HMGET', KEYS[2], unpack(entries))
local result = {}
for i, entry in ipairs(entries) do
  table.insert(result, entry)
  table.insert(result, infos[i] or 'null')
end
return result`;

/** Also puts back an entry another instance found expired: that member was announced gone and is present again. */
const refreshScript = `
for i = 3, #ARGV do redis.call('ZADD', KEYS[1], ARGV[1], ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])`;

const sweepScript = `${liveUsersOf}
local gone = {}
for _, entry in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])) do
  redis.call('ZREM', KEYS[1], entry)
  redis.call('HDEL', KEYS[2], entry)
  local userId = string.match(entry, '^(.-)\\n')
  if not liveHas(KEYS[1], userId, ARGV[1]) then table.insert(gone, userId) end
end
return gone`;

type Options = {
  /** Announces members whose every entry expired (member_removed on the channel, to every instance). */
  onExpired: (channel: string, userId: string) => void;
  log: { error: (context: object, text: string) => void };
  ttlMs?: number;
  now?: () => number;
};

export type RedisPresenceRoster = PresenceRoster & {
  /** Refreshes this instance's entries and removes expired ones; runs on its own every third of the TTL. */
  heartbeat(): Promise<void>;
};

/** Presence members shared by every instance on one Redis. */
export function redisPresenceRoster(redis: Redis, options: Options): RedisPresenceRoster {
  const instance = randomUUID();
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const now = options.now ?? Date.now;
  const keys = (channel: string) => [prefix + channel, `${prefix}${channel}:info`];
  const entryOf = (userId: string) => `${userId}\n${instance}`;
  /** This instance's members, which its heartbeat keeps alive. */
  const own = new Map<string, Set<string>>();

  const heartbeat = async () => {
    const at = now();
    for (const [channel, users] of own) {
      const [zset, info] = keys(channel);
      if (users.size > 0)
        await redis.eval(refreshScript, 2, zset!, info!, at + ttlMs, ttlMs * 2, ...[...users].map(entryOf));
      const gone = (await redis.eval(sweepScript, 2, zset!, info!, at)) as string[];
      for (const userId of gone) options.onExpired(channel, userId);
    }
  };
  const timer = setInterval(() => {
    heartbeat().catch((error: unknown) => options.log.error({ err: error }, 'could not refresh presence in Redis'));
  }, ttlMs / 3);
  timer.unref();

  return {
    heartbeat,
    async join(channel, member) {
      let users = own.get(channel);
      if (!users) own.set(channel, (users = new Set()));
      users.add(member.user_id);
      const at = now();
      const entry = entryOf(member.user_id);
      const info = JSON.stringify(member.user_info ?? null);
      const first = await redis.eval(
        joinScript,
        2,
        ...keys(channel),
        at,
        at + ttlMs,
        entry,
        member.user_id,
        info,
        ttlMs * 2,
      );
      return { first: first === 1 };
    },
    async leave(channel, userId) {
      const users = own.get(channel);
      users?.delete(userId);
      if (users?.size === 0) own.delete(channel);
      const last = await redis.eval(leaveScript, 2, ...keys(channel), now(), entryOf(userId), userId);
      return { last: last === 1 };
    },
    async members(channel) {
      const flat = (await redis.eval(membersScript, 2, ...keys(channel), now())) as string[];
      const members: [string, unknown][] = [];
      for (let i = 0; i < flat.length; i += 2)
        members.push([flat[i]!.slice(0, flat[i]!.lastIndexOf('\n')), JSON.parse(flat[i + 1]!)]);
      return snapshotOf(members);
    },
    async close() {
      clearInterval(timer);
    },
  };
}
