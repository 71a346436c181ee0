import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageSentResponseSchema } from '#contract/chat';
import { addChatUser, addGroupRoom, sendToRoom } from './support/chat-helpers.ts';
import { useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

type Person = Awaited<ReturnType<typeof addChatUser>>;
type Send = { from: Person; roomId: string; text: string; id?: string };

describe.each(databaseTargets())('group messages sent at once (%s)', (target) => {
  const t = useTestApp(target);
  let members: Person[];
  let outsider: Person;
  beforeAll(async () => {
    members = [];
    for (const name of ['Anna Birke', 'Ben Ahorn', 'Clara Eiche', 'Dora Linde'])
      members.push(
        await addChatUser(t.app, t.database.db, t.fixture, name === 'Dora Linde' ? 'staff' : 'parent', name),
      );
    outsider = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Emil Außen');
  });

  it('answers each of many concurrent sends with its own message, refuses the outsider and stores each once', async () => {
    const ids = members.map((member) => member.id);
    const rooms = [
      await addGroupRoom(t.database.db, t.fixture, ids),
      await addGroupRoom(t.database.db, t.fixture, ids),
    ];
    const sends: Send[] = [];
    for (let i = 0; i < 26; i++)
      sends.push({
        from: members[i % members.length]!,
        roomId: rooms[i % 2]!.id,
        text: `Nachricht ${i}`,
        // A third with the client's id (written offline), the rest with the server's.
        ...(i % 3 === 0 ? { id: uuidv7() } : {}),
      });
    const earlier = { from: members[0]!, roomId: rooms[0]!.id, text: 'Schon gesendet', id: uuidv7() };
    const before = await sendToRoom(t.app, earlier.from.token, {
      id: earlier.id,
      room_id: earlier.roomId,
      message: earlier.text,
    });
    expect(before.statusCode).toBe(200);
    const twice = { from: members[1]!, roomId: rooms[1]!.id, text: 'Doppelt', id: uuidv7() };
    sends.push(earlier, twice, twice, { from: outsider, roomId: rooms[0]!.id, text: 'Darf ich?' });

    const answers = await Promise.all(
      sends.map((send) =>
        sendToRoom(t.app, send.from.token, {
          ...(send.id ? { id: send.id } : {}),
          room_id: send.roomId,
          message: send.text,
        }),
      ),
    );

    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_a_member');
    expect(answers.at(-4)!.json()).toEqual(before.json());
    const sent = answers.slice(0, -1).map((answer, index) => {
      expect(answer.statusCode, sends[index]!.text).toBe(200);
      return messageSentResponseSchema.parse(answer.json());
    });
    sent.forEach((body, index) => {
      const send = sends[index]!;
      expect(body.chat_message).toMatchObject({ room_id: send.roomId, sender_id: send.from.id, message: send.text });
      if (send.id) expect(body.chat_message.id).toBe(send.id);
      expect(body.room.id).toBe(send.roomId);
      expect(body.changes).toEqual({ rooms: [body.room], messages: [body.chat_message] });
    });
    expect(sent.at(-1)!.chat_message).toEqual(sent.at(-2)!.chat_message);

    const roomIds = sql.join(
      rooms.map((room) => sql`${room.id}::uuid`),
      sql`, `,
    );
    const stored = (
      (await t.database.db.execute(sql`
        select id, version::int, xmin::text as transaction from messages where room_id in (${roomIds})`)) as unknown as {
        rows: { id: string; version: number; transaction: string }[];
      }
    ).rows;
    const sentIds = new Set(sent.map((body) => body.chat_message.id));
    expect(stored.map((row) => row.id).sort()).toEqual([...sentIds].sort());
    expect(sentIds.size).toBe(26 + 2); // the earlier message and the doubled one once each
    // Fewer writing transactions than messages: sends were written together. Within one statement the messages'
    // versions follow their ids, the order they arrived in.
    const written = stored.filter((row) => row.id !== earlier.id);
    const byTransaction = Map.groupBy(written, (row) => row.transaction);
    expect(byTransaction.size).toBeLessThan(written.length);
    for (const together of byTransaction.values()) {
      const serverIds = together.filter((row) => !sends.some((send) => send.id === row.id));
      expect(serverIds.toSorted((a, b) => a.version - b.version).map((row) => row.id)).toEqual(
        serverIds.map((row) => row.id).sort(),
      );
    }
  });
});
