import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatRealtimeEvents,
  messageSentResponseSchema,
  type MessageSentEvent,
  type RoomReadEvent,
} from '#contract/chat';
import { echoChannels, typingWhisperEvent } from '#contract/realtime';
import { addChatUser, addGroupRoom, markRead, sendPrivately, sendToRoom } from './support/chat-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { subscribed, within } from './support/realtime-client.ts';
import { signInAs, useListeningApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseTargets())('chat over the realtime channels with pusher-js (%s)', (target) => {
  const t = useListeningApp(target);
  const { echoFor } = t;
  let parentToken: string;
  let staffToken: string;

  beforeAll(async () => {
    parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
  });

  it("delivers A's room message to B's socket exactly once, even when A's outbox sends it twice", async () => {
    const room = await addGroupRoom(t.database.database.db, t.fixture, [t.fixture.parent.id, t.fixture.staff.id]);
    const channel = echoFor(staffToken).private(echoChannels.room(room.id));
    await within(5000, 'the subscription', subscribed(channel));
    const received: MessageSentEvent[] = [];
    channel.listen(`.${chatRealtimeEvents.messageSent}`, (event: MessageSentEvent) => received.push(event));

    const id = uuidv7();
    const sent = messageSentResponseSchema.parse(
      (await sendToRoom(t.app, parentToken, { id, room_id: room.id, message: 'Hallo Team' })).json(),
    );
    await sendToRoom(t.app, parentToken, { id, room_id: room.id, message: 'Hallo Team' });
    await within(
      5000,
      'the message',
      (async () => {
        while (received.length === 0) await settle(10);
      })(),
    );
    await settle(300);
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({ changes: { rooms: [sent.room], messages: [sent.chat_message] } });
  });

  it("refuses a non-member's socket the room's private and presence channels, staff included", async () => {
    const room = await addGroupRoom(t.database.database.db, t.fixture, [t.fixture.parent.id]);
    const echo = echoFor(staffToken);
    await expect(within(5000, 'a refusal', subscribed(echo.private(echoChannels.room(room.id))))).rejects.toThrow(
      'subscription refused',
    );
    await expect(within(5000, 'a refusal', subscribed(echo.join(echoChannels.room(room.id))))).rejects.toThrow(
      'subscription refused',
    );
  });

  it('brings the first private message to the receiver on their own channel, with the new room and its members', async () => {
    const receiver = await addChatUser(t.app, t.database.database.db, t.fixture, 'parent', 'Ida Kiefer');
    const channel = echoFor(receiver.token).private(echoChannels.user(receiver.id));
    await within(5000, 'the subscription', subscribed(channel));
    const received: MessageSentEvent[] = [];
    channel.listen(`.${chatRealtimeEvents.messageSent}`, (event: MessageSentEvent) => received.push(event));
    const sent = messageSentResponseSchema.parse(
      (await sendPrivately(t.app, staffToken, { receiver_id: receiver.id, message: 'Willkommen!' })).json(),
    );
    await within(
      5000,
      'the message',
      (async () => {
        while (received.length === 0) await settle(10);
      })(),
    );
    expect(received[0]!.changes.messages).toEqual([sent.chat_message]);
    expect(received[0]!.changes.rooms?.[0]?.kind).toBe('private');
    expect(received[0]!.changes.room_members?.map((m) => m.user_id).sort()).toEqual(
      [t.fixture.staff.id, receiver.id].sort(),
    );
    // Now a member, the receiver may listen on the room's channel.
    await within(
      5000,
      'the room subscription',
      subscribed(echoFor(receiver.token).private(echoChannels.room(sent.room.id))),
    );
  });

  it("tells the reader's other devices that a room was read", async () => {
    const room = await addGroupRoom(t.database.database.db, t.fixture, [t.fixture.parent.id, t.fixture.staff.id]);
    await sendToRoom(t.app, staffToken, { room_id: room.id, message: 'Lies mich' });
    const channel = echoFor(await signInAs(t.app, t.fixture.parent.username, knownPassword)).private(
      echoChannels.user(t.fixture.parent.id),
    );
    await within(5000, 'the subscription', subscribed(channel));
    const read = new Promise<RoomReadEvent>((resolve) => channel.listen(`.${chatRealtimeEvents.roomRead}`, resolve));
    await markRead(t.app, parentToken, room.id);
    const event = await within(5000, 'the read event', read);
    expect(event.changes.room_members?.[0]).toMatchObject({
      room_id: room.id,
      user_id: t.fixture.parent.id,
      last_read_at: expect.any(String),
    });
  });

  it('forwards typing whispers between members on the presence channel', async () => {
    const room = await addGroupRoom(t.database.database.db, t.fixture, [t.fixture.parent.id, t.fixture.staff.id]);
    const typist = echoFor(parentToken).join(echoChannels.room(room.id));
    const listener = echoFor(staffToken).join(echoChannels.room(room.id));
    await within(5000, 'both presence subscriptions', Promise.all([subscribed(typist), subscribed(listener)]));
    const whisper = new Promise<unknown>((resolve) =>
      listener.listenForWhisper(typingWhisperEvent.replace(/^client-/, ''), resolve),
    );
    typist.whisper('typing', { user_id: t.fixture.parent.id, typing: true });
    expect(await within(5000, 'the whisper', whisper)).toEqual({ user_id: t.fixture.parent.id, typing: true });
  });
});
