import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageNotificationsResponseSchema, messageSentResponseSchema } from '#contract/chat';
import type { Db } from '../../server/db/client.ts';
import { notifications } from '../../server/db/schema/index.ts';
import { addChatUser, addGroupRoom, getJson, markRead, sendPrivately, sendToRoom } from './support/chat-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/**
 * The user's live message notifications once the newest one counts `count` messages (the notifier runs after the
 * answer, so the test waits for its write, not for a time).
 */
async function messageNotificationsCounting(db: Db, userId: string, count: number) {
  const live = () =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message')));
  for (let attempt = 0; attempt < 200; attempt++) {
    const rows = (await live()).filter((row) => !row.deletedAt);
    if (rows.some((row) => Number(row.data.count) >= count)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await live()).filter((row) => !row.deletedAt);
}

describe.each(databaseTargets())('chat notifications per conversation (%s)', (target) => {
  const t = useTestApp(target);
  let staff: { id: string; token: string };
  beforeAll(async () => {
    staff = { id: t.fixture.staff.id, token: await signInAs(t.app, t.fixture.staff.username, knownPassword) };
  });

  it('keeps one notification per conversation and member, counting the messages while it is unread', async () => {
    const reader = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Ida Birke');
    const other = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Otto Espe');
    const room = await addGroupRoom(t.database.db, t.fixture, [reader.id, other.id, staff.id]);
    for (const text of ['Eins', 'Zwei', 'Drei', 'Vier', 'Fünf'])
      expect((await sendToRoom(t.app, staff.token, { room_id: room.id, message: text })).statusCode).toBe(200);

    for (const member of [reader, other]) {
      const rows = await messageNotificationsCounting(t.database.db, member.id, 5);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        title: '5 neue Nachrichten in Igel',
        data: { url: `/chat/room/${room.id}`, roomId: room.id, count: '5' },
        readAt: null,
      });
    }
    // The sender hears nothing of their own messages.
    expect(await messageNotificationsCounting(t.database.db, staff.id, 1)).toHaveLength(0);

    // Unread comes from the cursor, not from the rows: five messages, one notification.
    const unread = messageNotificationsResponseSchema.parse(
      (await getJson(t.app, reader.token, '/api/message-notifications')).json(),
    );
    expect(unread.rooms.find((r) => r.room_id === room.id)!.unread).toBe(5);
    expect(unread.notifications.filter((n) => n.data.roomId === room.id)).toHaveLength(1);

    // Once read, the same row starts again at one message with the single-message title.
    await markRead(t.app, reader.token, room.id);
    const [read] = await messageNotificationsCounting(t.database.db, reader.id, 5);
    expect(read!.readAt).not.toBeNull();
    await sendToRoom(t.app, staff.token, { room_id: room.id, message: 'Sechs' });
    await messageNotificationsCounting(t.database.db, other.id, 6);
    const [again] = (await messageNotificationsCounting(t.database.db, reader.id, 1)).filter((row) => !row.readAt);
    expect(again).toMatchObject({
      id: read!.id,
      title: 'Neue Nachricht in Igel',
      body: expect.stringMatching(/: Sechs$/),
      data: { count: '1' },
      readAt: null,
    });
    expect(again!.version).toBeGreaterThan(read!.version);
  });

  it('keeps one notification per private conversation too, named by the sender', async () => {
    const reader = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Paul Linde');
    for (const text of ['Hallo', 'Noch was', 'Und das'])
      messageSentResponseSchema.parse(
        (await sendPrivately(t.app, staff.token, { receiver_id: reader.id, message: text })).json(),
      );
    const rows = await messageNotificationsCounting(t.database.db, reader.id, 3);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toMatch(/^3 neue Nachrichten von /);
    expect(rows[0]!.data).toMatchObject({ url: `/chat/${staff.id}`, chatId: staff.id, count: '3' });
  });
});
