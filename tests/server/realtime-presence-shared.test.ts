import { Redis } from 'ioredis';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoChannels } from '#contract/realtime';
import { roomMembers, rooms } from '../../server/db/schema/index.ts';
import { redisPresenceRoster } from '../../server/realtime/redis-presence.ts';
import { knownPassword } from './support/fixture.ts';
import { subscribed, within } from './support/realtime-client.ts';
import { signInAs } from './support/test-app.ts';
import { reachableRedisUrl } from './support/test-redis.ts';
import { useTwoInstances } from './support/two-instances.ts';

const redisUrl = await reachableRedisUrl();
const quietLog = { error: () => undefined };

/** Resolves once `list` has `length` entries; within() bounds the wait. */
async function untilLength(list: unknown[], length: number): Promise<void> {
  while (list.length < length) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.skipIf(!process.env.TEST_DATABASE_URL || redisUrl === null)(
  'presence shared through Redis by two instances on one PostgreSQL',
  () => {
    const instances = useTwoInstances({ REDIS_URL: redisUrl ?? '' });

    it("lists a room's members connected to either instance and announces their coming and going to both", async () => {
      const {
        apps: [a, b],
        fixture,
        database,
      } = instances;
      const roomId = uuidv7();
      await database.database.db
        .insert(rooms)
        .values({ id: roomId, kindergartenId: fixture.kindergarten.id, kind: 'private' });
      await database.database.db
        .insert(roomMembers)
        .values([fixture.parent.id, fixture.staff.id].map((userId) => ({ id: uuidv7(), roomId, userId })));

      const parentEcho = instances.echoOn(a, await signInAs(a, fixture.parent.username, knownPassword));
      const joined: unknown[] = [];
      const left: unknown[] = [];
      const parentRoom = parentEcho.join(echoChannels.room(roomId));
      parentRoom.joining((info: unknown) => joined.push(info));
      parentRoom.leaving((info: unknown) => left.push(info));
      await within(5000, 'the parent joining on A', subscribed(parentRoom));

      const staffEcho = instances.echoOn(b, await signInAs(b, fixture.staff.username, knownPassword));
      const here = new Promise<unknown[]>((resolve) => staffEcho.join(echoChannels.room(roomId)).here(resolve));
      const staffInfo = { name: fixture.staff.name, role: 'staff' };
      const parentInfo = { name: fixture.parent.name, role: 'parent' };
      const members = await within(5000, 'the members as B lists them', here);
      expect(members).toEqual(expect.arrayContaining([staffInfo, parentInfo]));
      expect(members).toHaveLength(2);

      await within(5000, 'member_added from B on A', untilLength(joined, 1));
      staffEcho.disconnect();
      await within(5000, 'member_removed from B on A', untilLength(left, 1));
      expect(joined).toEqual([staffInfo]);
      expect(left).toEqual([staffInfo]);
    });
  },
);

describe.skipIf(redisUrl === null)('presence members of an instance that stopped without leaving', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('expire after the time to live, and another instance announces them gone once', async () => {
    const channel = `presence-test-${uuidv7()}`;
    const ttlMs = 60_000;
    let clock = Date.now();
    const expired: string[][] = [[], []];
    const [crashed, survivor, other] = [0, 1, 1].map((i) =>
      redisPresenceRoster(redis, {
        ttlMs,
        now: () => clock,
        log: quietLog,
        onExpired: (_channel, userId) => expired[i]!.push(userId),
      }),
    );
    try {
      expect(await crashed!.join(channel, { user_id: 'u-crashed', user_info: { name: 'Ada' } })).toEqual({
        first: true,
      });
      expect(await survivor!.join(channel, { user_id: 'u-alive', user_info: { name: 'Bo' } })).toEqual({ first: true });
      expect(await other!.join(channel, { user_id: 'u-alive', user_info: { name: 'Bo' } })).toEqual({ first: false });
      expect((await survivor!.members(channel)).ids.sort()).toEqual(['u-alive', 'u-crashed']);

      clock += ttlMs / 2;
      await survivor!.heartbeat();
      await other!.heartbeat();
      expect(expired[1]).toEqual([]);

      clock += ttlMs / 2 + 1;
      await survivor!.heartbeat();
      await other!.heartbeat();
      expect(expired[1]).toEqual(['u-crashed']);
      expect(await survivor!.members(channel)).toEqual({
        ids: ['u-alive'],
        hash: { 'u-alive': { name: 'Bo' } },
        count: 1,
      });

      expect(await survivor!.leave(channel, 'u-alive')).toEqual({ last: false });
      expect(await other!.leave(channel, 'u-alive')).toEqual({ last: true });
    } finally {
      for (const roster of [crashed, survivor, other]) await roster!.close();
    }
  });
});
