import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatUserResponseSchema,
  chatUsersResponseSchema,
  messageSentResponseSchema,
  messagesPageResponseSchema,
  roomResponseSchema,
  roomsResponseSchema,
} from '#contract/chat';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { notificationsOf } from './support/blackboard-helpers.ts';
import {
  addChatUser,
  addGroupRoom,
  getJson,
  sendPrivately,
  sendToRoom,
  setParentChat,
} from './support/chat-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

type Person = Awaited<ReturnType<typeof addChatUser>>;

describe.each(databaseTargets())('chat messages (%s)', (target) => {
  const t = useTestApp(target);
  let parent: { id: string; token: string };
  let staff: { id: string; token: string };
  let otherParent: Person;
  let stranger: Person;
  beforeAll(async () => {
    parent = { id: t.fixture.parent.id, token: await signInAs(t.app, t.fixture.parent.username, knownPassword) };
    staff = { id: t.fixture.staff.id, token: await signInAs(t.app, t.fixture.staff.username, knownPassword) };
    otherParent = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Ben Ahorn');
    const elsewhere = await createRepositories(t.database.db).kindergartens.create({
      name: `Kita Anderswo ${t.fixture.tag}`,
    });
    stranger = await addChatUser(t.app, t.database.db, t.fixture, 'staff', 'Fremde Erzieherin', elsewhere.id);
  });

  it('sends a room message once per client id, trimmed, and refuses the id for another message', async () => {
    const room = await addGroupRoom(t.database.db, t.fixture, [parent.id, staff.id]);
    const id = uuidv7();
    const first = await sendToRoom(t.app, parent.token, { id, room_id: room.id, message: '  Guten Morgen!  ' });
    expect(first.statusCode).toBe(200);
    const body = messageSentResponseSchema.parse(first.json());
    expect(body).toMatchObject({
      code: 'message_sent',
      chat_message: { id, room_id: room.id, sender_id: parent.id, message: 'Guten Morgen!' },
      room: { id: room.id, kind: 'group' },
    });
    // Lean: a group's members are not in the answer, however many there are.
    expect(Object.keys(body).sort()).toEqual(['chat_message', 'code', 'message', 'room', 'status', 'changes'].sort());
    expect(body.changes).toEqual({ rooms: [body.room], messages: [body.chat_message] });
    // The outbox's retry without an Idempotency-Key: the same message, nothing new.
    expect((await sendToRoom(t.app, parent.token, { id, room_id: room.id, message: 'Guten Morgen!' })).json()).toEqual(
      first.json(),
    );
    const taken = await sendToRoom(t.app, staff.token, { id, room_id: room.id, message: 'Meins' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('id_taken');
    const page = messagesPageResponseSchema.parse(
      (await getJson(t.app, staff.token, `/api/messages/${room.id}`)).json(),
    );
    expect(page.messages.map((m) => m.id)).toEqual([id]);
  });

  it('replays the answer for a repeated Idempotency-Key', async () => {
    const room = await addGroupRoom(t.database.db, t.fixture, [parent.id, staff.id]);
    const key = { 'idempotency-key': uuidv7() };
    const first = await sendToRoom(t.app, parent.token, { room_id: room.id, message: 'Einmal' }, key);
    const again = await sendToRoom(t.app, parent.token, { room_id: room.id, message: 'Einmal' }, key);
    expect(again.json()).toEqual(first.json());
    expect(
      messagesPageResponseSchema.parse((await getJson(t.app, parent.token, `/api/messages/${room.id}`)).json())
        .messages,
    ).toHaveLength(1);
  });

  it('holds a message to 1..5000 characters after trimming', async () => {
    const room = await addGroupRoom(t.database.db, t.fixture, [parent.id]);
    for (const message of ['x'.repeat(5001), '   ', '']) {
      const response = await sendToRoom(t.app, parent.token, { room_id: room.id, message });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('message');
    }
    expect(
      (await sendToRoom(t.app, parent.token, { room_id: room.id, message: ` ${'x'.repeat(5000)} ` })).statusCode,
    ).toBe(200);
  });

  it('answers 403 to a member of the kindergarten outside the room and 404 to another kindergarten', async () => {
    const room = await addGroupRoom(t.database.db, t.fixture, [parent.id]);
    // Staff of the same kindergarten is not a member either: members only.
    for (const url of [`/api/room/${room.id}`, `/api/messages/${room.id}`]) {
      const refused = await getJson(t.app, staff.token, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('not_a_member');
      expect((await getJson(t.app, stranger.token, url)).statusCode).toBe(404);
      expect((await getJson(t.app, parent.token, `/api/room/${uuidv7()}`)).statusCode).toBe(404);
    }
    const write = await sendToRoom(t.app, otherParent.token, { room_id: room.id, message: 'Hallo?' });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('not_a_member');
    expect((await sendToRoom(t.app, stranger.token, { room_id: room.id, message: 'Hallo?' })).statusCode).toBe(404);
  });

  it('pages older messages with the cursor, oldest first within a page, until there are none', async () => {
    const room = await addGroupRoom(t.database.db, t.fixture, [parent.id, staff.id]);
    const sent: string[] = [];
    for (let i = 0; i < 7; i++)
      sent.push(
        messageSentResponseSchema.parse(
          (
            await sendToRoom(t.app, i % 2 ? staff.token : parent.token, { room_id: room.id, message: `Nachricht ${i}` })
          ).json(),
        ).chat_message.id,
      );
    const seen: string[][] = [];
    let cursor: string | null = null;
    for (let round = 0; round < 10; round++) {
      const url: string = `/api/messages/${room.id}?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = messagesPageResponseSchema.parse((await getJson(t.app, parent.token, url)).json());
      seen.push(page.messages.map((m) => m.id));
      cursor = page.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([sent.slice(4), sent.slice(1, 4), sent.slice(0, 1)]);
    const detail = roomResponseSchema.parse((await getJson(t.app, parent.token, `/api/room/${room.id}`)).json());
    expect(detail.messages.map((m) => m.id)).toEqual(sent);
    expect(detail.next_cursor).toBeNull();
    expect(detail.users.map((u) => u.id).sort()).toEqual([parent.id, staff.id].sort());
    const otherRoom = await addGroupRoom(t.database.db, t.fixture, [parent.id]);
    expect((await getJson(t.app, parent.token, `/api/messages/${otherRoom.id}?cursor=${sent[3]}`)).statusCode).toBe(
      422,
    );
  });

  it('creates one private room with the first message, whoever writes first, and reuses it', async () => {
    const [a, b] = await Promise.all([
      sendPrivately(t.app, staff.token, { id: uuidv7(), receiver_id: otherParent.id, message: 'Hallo Herr Ahorn' }),
      sendPrivately(t.app, otherParent.token, { id: uuidv7(), receiver_id: staff.id, message: 'Hallo!' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const roomA = messageSentResponseSchema.parse(a.json());
    const roomB = messageSentResponseSchema.parse(b.json());
    expect(roomA.room.id).toBe(roomB.room.id);
    expect(roomA.room.kind).toBe('private');
    expect(roomA.changes.room_members!.map((m) => m.user_id).sort()).toEqual([staff.id, otherParent.id].sort());
    const third = messageSentResponseSchema.parse(
      (await sendPrivately(t.app, staff.token, { receiver_id: otherParent.id, message: 'Noch was' })).json(),
    );
    expect(third.room.id).toBe(roomA.room.id);
    // The same room by its id too, for members only.
    expect(
      (await sendToRoom(t.app, otherParent.token, { room_id: roomA.room.id, message: 'Über die Raum-Id' })).statusCode,
    ).toBe(200);
    expect((await getJson(t.app, parent.token, `/api/room/${roomA.room.id}`)).statusCode).toBe(403);
    const partner = chatUserResponseSchema.parse(
      (await getJson(t.app, staff.token, `/api/user/${otherParent.id}`)).json(),
    );
    expect(partner).toMatchObject({
      user: { id: otherParent.id, name: 'Ben Ahorn' },
      room_id: roomA.room.id,
      may_write: true,
    });
  });

  it('lets parents write to staff always and to parents only when the kindergarten allows it', async () => {
    await setParentChat(t.database.db, t.fixture.kindergarten.id, false);
    expect(
      (await sendPrivately(t.app, parent.token, { receiver_id: staff.id, message: 'Frage zum Ausflug' })).statusCode,
    ).toBe(200);
    const refused = await sendPrivately(t.app, parent.token, { receiver_id: otherParent.id, message: 'Hallo Ben' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('private_chat_not_allowed');
    const users = chatUsersResponseSchema.parse((await getJson(t.app, parent.token, '/api/chat/users')).json()).users;
    expect(users.map((u) => u.user.id)).toContain(staff.id);
    expect(users.map((u) => u.user.id)).not.toContain(otherParent.id);
    expect(users.map((u) => u.user.id)).not.toContain(parent.id);
    expect(
      chatUserResponseSchema.parse((await getJson(t.app, parent.token, `/api/user/${otherParent.id}`)).json())
        .may_write,
    ).toBe(false);

    await setParentChat(t.database.db, t.fixture.kindergarten.id, true);
    expect(
      (await sendPrivately(t.app, parent.token, { receiver_id: otherParent.id, message: 'Hallo Ben' })).statusCode,
    ).toBe(200);
    const parentsRoom = messageSentResponseSchema.parse(
      (await sendPrivately(t.app, otherParent.token, { receiver_id: parent.id, message: 'Hallo Anna' })).json(),
    ).room;
    expect(
      chatUsersResponseSchema
        .parse((await getJson(t.app, parent.token, '/api/chat/users')).json())
        .users.map((u) => u.user.id),
    ).toContain(otherParent.id);
    await setParentChat(t.database.db, t.fixture.kindergarten.id, false);
    // Switched off, the existing conversation of two parents takes no new message by its room id either.
    const byRoom = await sendToRoom(t.app, parent.token, { room_id: parentsRoom.id, message: 'Noch da?' });
    expect(byRoom.statusCode).toBe(403);
    expect(byRoom.json().code).toBe('private_chat_not_allowed');

    // Staff write to everyone of their kindergarten, nobody to themselves or to another kindergarten.
    const staffUsers = chatUsersResponseSchema
      .parse((await getJson(t.app, staff.token, '/api/chat/users')).json())
      .users.map((u) => u.user.id);
    expect(staffUsers).toEqual(expect.arrayContaining([parent.id, otherParent.id]));
    expect(staffUsers).not.toContain(stranger.id);
    const searched = chatUsersResponseSchema.parse(
      (await getJson(t.app, staff.token, '/api/chat/users?q=ahor')).json(),
    ).users;
    expect(searched.map((u) => u.user.id)).toEqual([otherParent.id]);
    expect((await sendPrivately(t.app, staff.token, { receiver_id: staff.id, message: 'Ich' })).statusCode).toBe(403);
    expect((await sendPrivately(t.app, staff.token, { receiver_id: stranger.id, message: 'Hallo' })).statusCode).toBe(
      404,
    );
    expect((await getJson(t.app, staff.token, `/api/user/${stranger.id}`)).statusCode).toBe(404);
  });

  it('lists the conversations by latest activity with the last message, partner and unread count', async () => {
    const viewer = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Carla Birke');
    const older = await addGroupRoom(t.database.db, t.fixture, [viewer.id, staff.id]);
    const newer = await addGroupRoom(t.database.db, t.fixture, [viewer.id, staff.id]);
    await sendToRoom(t.app, staff.token, { room_id: older.id, message: 'Erste' });
    await sendToRoom(t.app, staff.token, { room_id: newer.id, message: 'Zweite' });
    await sendToRoom(t.app, viewer.token, { room_id: newer.id, message: 'Eigene zählt nicht' });
    await sendPrivately(t.app, staff.token, { receiver_id: viewer.id, message: 'Privat' });
    const list = roomsResponseSchema.parse((await getJson(t.app, viewer.token, '/api/rooms')).json()).rooms;
    expect(list.map((c) => c.last_message?.message)).toEqual(['Privat', 'Eigene zählt nicht', 'Erste']);
    expect(list.map((c) => c.unread)).toEqual([1, 1, 1]);
    expect(list[0]!.partner?.id).toBe(staff.id);
    expect(list[1]!.partner).toBeNull();
  });

  it('tells the other members of a new message, never the sender', async () => {
    const room = await addGroupRoom(t.database.db, t.fixture, [parent.id, staff.id]);
    const before = (await notificationsOf(t.database.db, parent.id, 0)).length;
    const staffBefore = (await notificationsOf(t.database.db, staff.id, 0)).length;
    await sendToRoom(t.app, staff.token, { room_id: room.id, message: 'Morgen ist Waldtag' });
    const rows = await notificationsOf(t.database.db, parent.id, before + 1);
    const about = rows.filter((row) => (row.data as { roomId?: string }).roomId === room.id);
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({
      kind: 'message',
      body: expect.stringContaining('Morgen ist Waldtag'),
      data: { url: `/chat/room/${room.id}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (await notificationsOf(t.database.db, staff.id, 0)).filter(
        (row) => (row.data as { roomId?: string }).roomId === room.id,
      ),
    ).toHaveLength(0);
    expect(staffBefore).toBeGreaterThanOrEqual(0);
  });
});
