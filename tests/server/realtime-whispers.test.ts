import { beforeAll, describe, expect, it } from 'vitest';
import { echoChannels, pusherCloseCodes, realtimeChannels } from '#contract/realtime';
import { addGroupRoom } from './support/chat-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { rawSocket, roundTrip, subscribed, within } from './support/realtime-client.ts';
import { bearer, signInAs, useListeningApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

type Whisper = { name: string; data: unknown };

describe.each(databaseTargets())('client events (whispers) with pusher-js (%s)', (target) => {
  const t = useListeningApp(target);
  let parentToken: string;
  let staffToken: string;

  beforeAll(async () => {
    parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
  });

  /** Parent and staff in one room: both on the kindergarten channel and the room's presence channel. */
  async function parentAndStaffInARoom() {
    const room = await addGroupRoom(t.database.database.db, t.fixture, [t.fixture.parent.id, t.fixture.staff.id]);
    const [parent, staff] = [t.echoFor(parentToken), t.echoFor(staffToken)];
    const channels = (echo: typeof parent) => ({
      kindergarten: echo.private(echoChannels.kindergarten(t.fixture.kindergarten.id)),
      presence: echo.join(echoChannels.room(room.id)),
    });
    const [sender, receiver] = [channels(parent), channels(staff)];
    await within(
      5000,
      'four subscriptions',
      Promise.all([sender, receiver].flatMap((c) => [subscribed(c.kindergarten), subscribed(c.presence)])),
    );
    const heard: Whisper[] = [];
    for (const name of ['typing', 'anything']) {
      receiver.kindergarten.listenForWhisper(name, (data: unknown) =>
        heard.push({ name: `kindergarten ${name}`, data }),
      );
      receiver.presence.listenForWhisper(name, (data: unknown) => heard.push({ name: `presence ${name}`, data }));
    }
    /** Every whisper the sender sent so far has reached the receiver, or never will. */
    const settled = async () => {
      await roundTrip(parent);
      await roundTrip(staff);
    };
    return { room, sender, heard, settled };
  }

  it("passes typing on a room's presence channel only: no other client event, and none on a private channel", async () => {
    const { sender, heard, settled } = await parentAndStaffInARoom();
    sender.kindergarten.whisper('typing', { typing: true });
    sender.kindergarten.whisper('anything', { sync: 'now' });
    sender.presence.whisper('anything', { sync: 'now' });
    sender.presence.whisper('typing', { typing: true });
    await settled();
    expect(heard).toEqual([{ name: 'presence typing', data: { user_id: t.fixture.parent.id, typing: true } }]);
  });

  it("stamps the sender's user id over one the sender claims", async () => {
    const { sender, heard, settled } = await parentAndStaffInARoom();
    sender.presence.whisper('typing', { user_id: t.fixture.staff.id, typing: true });
    await settled();
    expect(heard).toEqual([{ name: 'presence typing', data: { user_id: t.fixture.parent.id, typing: true } }]);
  });

  it('passes at most ten client events a second from one socket and drops the rest', async () => {
    const { sender, heard, settled } = await parentAndStaffInARoom();
    for (let i = 0; i < 30; i++) sender.presence.whisper('typing', { typing: i % 2 === 0 });
    await settled();
    expect(heard.length).toBeGreaterThanOrEqual(10);
    expect(heard.length).toBeLessThanOrEqual(11);
  });

  it('closes a socket that keeps flooding, with a code that tells pusher-js to back off', async () => {
    const { room } = await parentAndStaffInARoom();
    const socket = await rawSocket(t.port);
    const channel = realtimeChannels.roomPresence(room.id);
    const auth = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: bearer(parentToken),
      payload: { socket_id: socket.socketId, channel_name: channel },
    });
    socket.send('pusher:subscribe', { channel, ...auth.json<{ auth: string; channel_data: string }>() });
    const joined = async () => {
      while (!socket.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded'))
        await new Promise((r) => setTimeout(r, 10));
    };
    await within(5000, 'the subscription', joined());
    for (let i = 0; i < 200; i++) socket.send('client-typing', { typing: true }, channel);
    expect(await within(5000, 'the close', socket.closed)).toBe(pusherCloseCodes.tooManyClientEvents);
  });
});
