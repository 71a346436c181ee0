import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { echoChannels, realtimeChannels } from '#contract/realtime';
import { users } from '../../server/db/schema/index.ts';
import { throwawayPassword, useSeededWorld, type Member } from './authz/seeded-world.ts';
import { connectEcho, roundTrip, subscribed, withdrawn, within } from './support/realtime-client.ts';
import { databaseTargets } from './support/test-database.ts';

type Echo = ReturnType<typeof connectEcho>;
type Channel = ReturnType<Echo['private']>;
type Kind = 'own user' | "parent's user" | 'kindergarten' | 'kindergarten staff' | 'chat room' | 'chat room presence';
const kinds: Kind[] = [
  'own user',
  "parent's user",
  'kindergarten',
  'kindergarten staff',
  'chat room',
  'chat room presence',
];
const probe = 'matrix.probe';

/**
 * The realtime dimension of the authorization matrix (tests/server/authorization-matrix.test.ts): every private and
 * presence channel kind of Kita Sonnenblume × every identity, through pusher-js against the listening server, and
 * then the same sockets after the right behind a subscription ended.
 */
describe.each(databaseTargets())('the realtime authorization matrix (%s)', (target) => {
  const t = useSeededWorld(target);
  let port: number;
  const echos: Echo[] = [];
  const echoFor = (token: string) => {
    const echo = connectEcho(port, token);
    echos.push(echo);
    return echo;
  };
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    return () => echos.forEach((echo) => echo.disconnect());
  });

  /** `echo.private` / `echo.join` of one channel kind, as seen by the identity `me` (null: an outsider). */
  function open(echo: Echo, kind: Kind, me: Member | null): Channel {
    const { world } = t;
    switch (kind) {
      case 'own user':
        return echo.private(echoChannels.user(me?.caller.id ?? world.parentUserId));
      case "parent's user":
        return echo.private(echoChannels.user(world.parentUserId));
      case 'kindergarten':
        return echo.private(echoChannels.kindergarten(world.kindergartenId));
      case 'kindergarten staff':
        return echo.private(echoChannels.kindergartenStaff(world.kindergartenId));
      case 'chat room':
        return echo.private(echoChannels.room(world.chatRoomId));
      case 'chat room presence':
        return echo.join(echoChannels.room(world.chatRoomId)) as unknown as Channel;
    }
  }
  const channelName = (kind: Kind, me: Member | null): string => {
    const { world } = t;
    switch (kind) {
      case 'own user':
        return realtimeChannels.user(me?.caller.id ?? world.parentUserId);
      case "parent's user":
        return realtimeChannels.user(world.parentUserId);
      case 'kindergarten':
        return realtimeChannels.kindergarten(world.kindergartenId);
      case 'kindergarten staff':
        return realtimeChannels.kindergartenStaff(world.kindergartenId);
      case 'chat room':
        return realtimeChannels.room(world.chatRoomId);
      case 'chat room presence':
        return realtimeChannels.roomPresence(world.chatRoomId);
    }
  };

  const identities = [
    'parent',
    'otherParent',
    'foreignParent',
    'foreignStaff',
    'foreignAdmin',
    'staff',
    'admin',
    'outsider',
    'signedOut',
  ] as const;
  /** Who may listen on each kind: the chat room's members are `parent` and `staff` (seeded-world.ts). */
  const allowed: Record<Kind, readonly (typeof identities)[number][]> = {
    'own user': ['parent', 'otherParent', 'foreignParent', 'foreignStaff', 'foreignAdmin', 'staff', 'admin'],
    "parent's user": ['parent'],
    kindergarten: ['parent', 'otherParent', 'staff', 'admin'],
    'kindergarten staff': ['staff', 'admin'],
    'chat room': ['parent', 'staff'],
    'chat room presence': ['parent', 'staff'],
  };

  it('lets every identity listen on exactly the channels its right covers, and delivers nothing on the others', async () => {
    const outcome: string[] = [];
    const expected: string[] = [];
    const heard: string[] = [];
    const sockets: Echo[] = [];
    for (const who of identities) {
      const member = who === 'outsider' || who === 'signedOut' ? null : t.members[who];
      const token = member?.token ?? (who === 'signedOut' ? t.revokedToken : 'not-a-token');
      for (const kind of kinds) {
        // A socket per channel: `parent`'s own channel and "parent's user" are one channel, which Echo opens once.
        const echo = echoFor(token);
        sockets.push(echo);
        const channel = open(echo, kind, member);
        channel.listen(`.${probe}`, () => heard.push(`${who} heard ${kind}`));
        const result = await within(
          5000,
          `${who} on ${kind}`,
          subscribed(channel).then(
            () => 'subscribed',
            () => 'refused',
          ),
        );
        outcome.push(`${who} ${result} ${kind}`);
        expected.push(`${who} ${allowed[kind].includes(who) ? 'subscribed' : 'refused'} ${kind}`);
      }
    }
    expect(outcome).toEqual(expected);

    const everyChannel = [
      ...new Set(
        identities.flatMap((who) =>
          kinds.map((kind) => channelName(kind, who === 'outsider' || who === 'signedOut' ? null : t.members[who])),
        ),
      ),
    ];
    await t.app.realtimePublisher.publish({ channels: everyChannel, event: probe, data: {} });
    for (const echo of sockets) await roundTrip(echo);
    const shouldHear = identities.flatMap((who) =>
      kinds.filter((kind) => allowed[kind].includes(who)).map((kind) => `${who} heard ${kind}`),
    );
    expect(heard.sort()).toEqual(shouldHear.sort());
    for (const echo of sockets) echo.disconnect();
  });

  /** Subscribes `kinds` for `member` and returns what each channel hears of a probe published on all of them. */
  async function listening(member: Member, chosen: Kind[]) {
    const echo = echoFor(member.token);
    const heard: Kind[] = [];
    const channels = new Map<Kind, Channel>();
    for (const kind of chosen) {
      const channel = open(echo, kind, member);
      channel.listen(`.${probe}`, () => heard.push(kind));
      channels.set(kind, channel);
    }
    await within(5000, 'the subscriptions', Promise.all([...channels.values()].map(subscribed)));
    const names = chosen.map((kind) => channelName(kind, member));
    return {
      channels,
      /** Publishes a probe on every chosen channel; resolves with the kinds that heard it. */
      async probe(): Promise<Kind[]> {
        heard.length = 0;
        await t.app.realtimePublisher.publish({ channels: names, event: probe, data: {} });
        await roundTrip(echo);
        return [...heard].sort();
      },
    };
  }
  const signIn = async (member: Member, password = 'kita-demo-2026'): Promise<Member> => {
    const response = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: member.username, password },
    });
    return { ...member, token: response.json<{ token: string }>().token };
  };
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it("stops a signed-out token's socket on every channel, and only that token's", async () => {
    const [leaving, staying] = [await signIn(t.members.parent), await signIn(t.members.parent)];
    const chosen: Kind[] = ['own user', 'kindergarten', 'chat room', 'chat room presence'];
    const gone = await listening(leaving, chosen);
    const kept = await listening(staying, chosen);
    const withdrawals = [...gone.channels.values()].map(withdrawn);
    await ok(t.call({ method: 'POST', url: '/api/logout', token: leaving.token }));
    await within(5000, 'every subscription withdrawn', Promise.all(withdrawals));
    expect(await gone.probe()).toEqual([]);
    expect(await kept.probe()).toEqual([...chosen].sort());
  });

  it("stops a member's socket on a room they were removed from, and keeps their other channels", async () => {
    const room = await t.world.roomWithMember();
    const member = await signIn(t.members.parent);
    const echo = echoFor(member.token);
    const roomChannel = echo.private(echoChannels.room(room.id));
    const presence = echo.join(echoChannels.room(room.id));
    const own = echo.private(echoChannels.user(member.caller.id));
    const heard: string[] = [];
    for (const [name, channel] of [
      ['room', roomChannel],
      ['presence', presence],
      ['own', own],
    ] as const)
      channel.listen(`.${probe}`, () => heard.push(name));
    await within(
      5000,
      'the subscriptions',
      Promise.all([subscribed(roomChannel), subscribed(presence as unknown as Channel), subscribed(own)]),
    );
    const withdrawals = [withdrawn(roomChannel), withdrawn(presence as unknown as Channel)];
    await ok(
      t.call({
        method: 'DELETE',
        url: `/api/admin/rooms/${room.id}/members/${member.caller.id}`,
        token: t.members.admin.token,
      }),
    );
    await within(5000, 'the room subscriptions withdrawn', Promise.all(withdrawals));
    const channels = [
      realtimeChannels.room(room.id),
      realtimeChannels.roomPresence(room.id),
      realtimeChannels.user(member.caller.id),
    ];
    await t.app.realtimePublisher.publish({ channels, event: probe, data: {} });
    await roundTrip(echo);
    expect(heard).toEqual(['own']);
  });

  it("stops a deleted account's socket", async () => {
    const member = await t.throwaway('parent');
    const socket = await listening(member, ['own user', 'kindergarten']);
    const withdrawals = [...socket.channels.values()].map(withdrawn);
    await ok(
      t.call({ method: 'DELETE', url: '/api/user', token: member.token, payload: { password: throwawayPassword } }),
    );
    await within(5000, 'every subscription withdrawn', Promise.all(withdrawals));
    expect(await socket.probe()).toEqual([]);
  });

  it("stops a removed staff account's socket", async () => {
    const member = await t.throwaway('staff');
    const socket = await listening(member, ['kindergarten staff', 'kindergarten']);
    const withdrawals = [...socket.channels.values()].map(withdrawn);
    await ok(t.call({ method: 'DELETE', url: `/api/admin/staff/${member.caller.id}`, token: t.members.admin.token }));
    await within(5000, 'every subscription withdrawn', Promise.all(withdrawals));
    expect(await socket.probe()).toEqual([]);
  });

  it('stops the staff channel of a staff member who became a parent, and keeps the kindergarten channel', async () => {
    const member = await t.throwaway('staff');
    const socket = await listening(member, ['kindergarten staff', 'kindergarten']);
    const withdrawal = withdrawn(socket.channels.get('kindergarten staff')!);
    await t.opened.database.db.update(users).set({ role: 'parent' }).where(eq(users.id, member.caller.id));
    await within(5000, 'the staff subscription withdrawn', withdrawal);
    expect(await socket.probe()).toEqual(['kindergarten']);
  });
});
