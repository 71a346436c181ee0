import { beforeAll, describe, expect, it } from 'vitest';
import { chatRealtimeEvents, type RoomReadEvent } from '#contract/chat';
import { echoChannels } from '#contract/realtime';
import { addChatUser, addGroupRoom, markRead, sendToRoom } from './support/chat-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { subscribed, within } from './support/realtime-client.ts';
import { bearer, signInAs, useListeningApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('read receipts over the realtime channels (%s)', (target) => {
  const t = useListeningApp(target);
  let staffToken: string;
  beforeAll(async () => {
    staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
  });

  it("tells the room when a member read, and only the reader's own devices once they switched receipts off", async () => {
    const reader = await addChatUser(t.app, t.database.database.db, t.fixture, 'parent', 'Ida Kiefer');
    const room = await addGroupRoom(t.database.database.db, t.fixture, [reader.id, t.fixture.staff.id]);
    const roomChannel = t.echoFor(staffToken).private(echoChannels.room(room.id));
    const ownChannel = t.echoFor(reader.token).private(echoChannels.user(reader.id));
    // Both at once: a subscription that succeeds before its callback is bound never calls it.
    await within(5000, 'both subscriptions', Promise.all([subscribed(roomChannel), subscribed(ownChannel)]));
    const toRoom: RoomReadEvent[] = [];
    const toOwn: RoomReadEvent[] = [];
    roomChannel.listen(`.${chatRealtimeEvents.roomRead}`, (event: RoomReadEvent) => toRoom.push(event));
    ownChannel.listen(`.${chatRealtimeEvents.roomRead}`, (event: RoomReadEvent) => toOwn.push(event));
    const arrived = async (list: RoomReadEvent[], count: number) => {
      while (list.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };

    await sendToRoom(t.app, staffToken, { room_id: room.id, message: 'Eins' });
    await markRead(t.app, reader.token, room.id);
    await within(5000, 'the read on the room channel', arrived(toRoom, 1));
    expect(toRoom[0]!.changes.room_members?.[0]).toMatchObject({
      user_id: reader.id,
      last_read_at: expect.any(String),
    });

    await t.app.inject({
      method: 'POST',
      url: '/api/user/read-receipts',
      headers: bearer(reader.token),
      payload: { enabled: false },
    });
    await sendToRoom(t.app, staffToken, { room_id: room.id, message: 'Zwei' });
    await markRead(t.app, reader.token, room.id);
    await within(5000, "the read on the reader's own channel", arrived(toOwn, 2));
    // Both events were published at once; a room event would have arrived with the reader's own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toRoom).toHaveLength(1);
  });
});
