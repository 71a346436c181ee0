import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messageNotificationsResponseSchema,
  messageSentResponseSchema,
  roomReadResponseSchema,
  roomsResponseSchema,
} from '#contract/chat';
import { roomMembers } from '../../server/db/schema/index.ts';
import { notificationsOf } from './support/blackboard-helpers.ts';
import { addChatUser, addGroupRoom, getJson, markRead, sendPrivately, sendToRoom } from './support/chat-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { pullAll } from './support/sync-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** Unread as a client counts its synced rows (contract/chat.ts): others' messages after its `last_read_at`. */
function unreadFromSync(pages: Awaited<ReturnType<typeof pullAll>>['pages'], userId: string) {
  const members = new Map<string, { room_id: string; user_id: string; last_read_at: string | null }>();
  const messages = new Map<string, { room_id: string; sender_id: string; created_at: string }>();
  for (const page of pages) {
    for (const row of page.changes.room_members ?? []) members.set(row.id, row);
    for (const row of page.changes.messages ?? []) messages.set(row.id, row);
  }
  const counts = new Map<string, number>();
  for (const member of members.values()) {
    if (member.user_id !== userId) continue;
    const after = member.last_read_at ? Date.parse(member.last_read_at) : -Infinity;
    counts.set(
      member.room_id,
      [...messages.values()].filter(
        (m) => m.room_id === member.room_id && m.sender_id !== userId && Date.parse(m.created_at) > after,
      ).length,
    );
  }
  return counts;
}

describe.each(databaseTargets())('chat read state (%s)', (target) => {
  const t = useTestApp(target);
  let staff: { id: string; token: string };
  beforeAll(async () => {
    staff = { id: t.fixture.staff.id, token: await signInAs(t.app, t.fixture.staff.username, knownPassword) };
  });

  it('counts unread per conversation and in all, the same as the synced rows say', async () => {
    const reader = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Dora Esche');
    const room = await addGroupRoom(t.database.db, t.fixture, [reader.id, staff.id]);
    for (const text of ['Eins', 'Zwei', 'Drei'])
      await sendToRoom(t.app, staff.token, { room_id: room.id, message: text });
    await sendToRoom(t.app, reader.token, { room_id: room.id, message: 'Eigene' });
    const privateRoom = messageSentResponseSchema.parse(
      (await sendPrivately(t.app, staff.token, { receiver_id: reader.id, message: 'Privat' })).json(),
    ).room;

    const notifications = messageNotificationsResponseSchema.parse(
      (await getJson(t.app, reader.token, '/api/message-notifications')).json(),
    );
    expect(notifications.total_unread).toBe(4);
    expect(notifications.unread_rooms).toBe(2);
    expect(Object.fromEntries(notifications.rooms.map((r) => [r.room_id, r.unread]))).toEqual({
      [room.id]: 3,
      [privateRoom.id]: 1,
    });
    const { pages } = await pullAll(t.app, reader.token);
    expect(Object.fromEntries(unreadFromSync(pages, reader.id))).toEqual({ [room.id]: 3, [privateRoom.id]: 1 });
  });

  it('marks a room read up to a message or the newest, never backwards, and another device agrees through sync', async () => {
    const reader = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Emil Fichte');
    const otherDevice = await signInAs(t.app, reader.username, knownPassword);
    const room = await addGroupRoom(t.database.db, t.fixture, [reader.id, staff.id]);
    const sent: string[] = [];
    for (const text of ['A', 'B', 'C'])
      sent.push(
        messageSentResponseSchema.parse(
          (await sendToRoom(t.app, staff.token, { room_id: room.id, message: text })).json(),
        ).chat_message.id,
      );
    const before = await pullAll(t.app, otherDevice);
    expect(unreadFromSync(before.pages, reader.id).get(room.id)).toBe(3);

    const upToB = roomReadResponseSchema.parse(
      (await markRead(t.app, reader.token, room.id, { message_id: sent[1] })).json(),
    );
    expect(upToB.member).toMatchObject({ room_id: room.id, user_id: reader.id, last_read_at: expect.any(String) });
    const unreadNow = async () =>
      messageNotificationsResponseSchema
        .parse((await getJson(t.app, reader.token, '/api/message-notifications')).json())
        .rooms.find((r) => r.room_id === room.id)!.unread;
    expect(await unreadNow()).toBe(1);
    // An older mark (an outbox replay) does not move it back.
    const replay = roomReadResponseSchema.parse(
      (await markRead(t.app, reader.token, room.id, { message_id: sent[0] })).json(),
    );
    expect(replay.member.last_read_at).toBe(upToB.member.last_read_at);
    expect(await unreadNow()).toBe(1);

    const after = await pullAll(t.app, otherDevice, { cursor: before.cursor });
    expect(after.pages[0]!.reset).toBe(false);
    expect(unreadFromSync([...before.pages, ...after.pages], reader.id).get(room.id)).toBe(1);

    await markRead(t.app, reader.token, room.id);
    expect(await unreadNow()).toBe(0);
    const rooms = roomsResponseSchema.parse((await getJson(t.app, reader.token, '/api/rooms')).json()).rooms;
    expect(rooms.find((c) => c.room.id === room.id)!.unread).toBe(0);
    const last = await pullAll(t.app, otherDevice, { cursor: after.cursor });
    expect(last.pages[0]!.reset).toBe(false);
    expect(unreadFromSync([...before.pages, ...after.pages, ...last.pages], reader.id).get(room.id)).toBe(0);
  });

  it("marks the conversation's message notifications read once nothing in it is unread", async () => {
    const reader = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Jana Pappel');
    const room = await addGroupRoom(t.database.db, t.fixture, [reader.id, staff.id]);
    const first = messageSentResponseSchema.parse(
      (await sendToRoom(t.app, staff.token, { room_id: room.id, message: 'Eins' })).json(),
    ).chat_message;
    await sendToRoom(t.app, staff.token, { room_id: room.id, message: 'Zwei' });
    const privateRoom = messageSentResponseSchema.parse(
      (await sendPrivately(t.app, staff.token, { receiver_id: reader.id, message: 'Privat' })).json(),
    ).room;
    // One notification per conversation: the group's two messages share one.
    await notificationsOf(t.database.db, reader.id, 2);
    const unreadNotifications = async () =>
      messageNotificationsResponseSchema
        .parse((await getJson(t.app, reader.token, '/api/message-notifications')).json())
        .notifications.filter((n) => n.read_at === null).length;
    expect(await unreadNotifications()).toBe(2);
    await markRead(t.app, reader.token, room.id, { message_id: first.id });
    expect(await unreadNotifications()).toBe(2);
    await markRead(t.app, reader.token, room.id);
    expect(await unreadNotifications()).toBe(1);
    await markRead(t.app, reader.token, privateRoom.id);
    expect(await unreadNotifications()).toBe(0);
  });

  it('refuses marking read for non-members and for a message of another room', async () => {
    const outsider = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Frida Linde');
    const room = await addGroupRoom(t.database.db, t.fixture, [staff.id]);
    const other = await addGroupRoom(t.database.db, t.fixture, [staff.id]);
    const elsewhere = messageSentResponseSchema.parse(
      (await sendToRoom(t.app, staff.token, { room_id: other.id, message: 'Anderswo' })).json(),
    ).chat_message;
    const refused = await markRead(t.app, outsider.token, room.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_a_member');
    const wrong = await markRead(t.app, staff.token, room.id, { message_id: elsewhere.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('message_not_in_room');
  });

  it("never sends a user the rooms, members or messages of rooms they are not in, staff included, and resets a client's sync when it joins a group room", async () => {
    const member = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Gustav Ulme');
    const outsideStaff = await addChatUser(t.app, t.database.db, t.fixture, 'staff', 'Hanna Weide');
    const room = await addGroupRoom(t.database.db, t.fixture, [member.id, staff.id]);
    const message = messageSentResponseSchema.parse(
      (await sendToRoom(t.app, member.token, { room_id: room.id, message: 'Nur für Mitglieder' })).json(),
    ).chat_message;
    {
      const { pages, cursor } = await pullAll(t.app, outsideStaff.token);
      const ids = (table: 'rooms' | 'room_members' | 'messages') =>
        pages.flatMap((p) => (p.changes[table] ?? []).map((row) => row.id));
      expect(ids('rooms')).not.toContain(room.id);
      expect(ids('messages')).not.toContain(message.id);
      expect(pages.flatMap((p) => p.changes.room_members ?? []).some((m) => m.room_id === room.id)).toBe(false);
      // Joining brings older messages into view: the next pull starts over.
      await t.database.db.insert(roomMembers).values({ id: uuidv7(), roomId: room.id, userId: outsideStaff.id });
      const next = await pullAll(t.app, outsideStaff.token, { cursor });
      expect(next.pages[0]!.reset).toBe(true);
      expect(next.pages.flatMap((p) => (p.changes.messages ?? []).map((m) => m.id))).toContain(message.id);
    }
    const { pages } = await pullAll(t.app, member.token);
    expect(pages.flatMap((p) => (p.changes.messages ?? []).map((m) => m.id))).toContain(message.id);
  });
});
