import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawWireColumns } from './raw-wire-columns.ts';
import { syncTableSpecs } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import type { MessageRow, RoomRow } from './chat-repository.ts';

const noViewer = {} as Viewer;
const room = rawWireColumns<RoomRow>(syncTableSpecs.rooms.columns(noViewer), 'r', 'room');
const message = rawWireColumns<MessageRow>(syncTableSpecs.messages.columns(noViewer), 'messages', 'message');

export type GroupRoomSend = { viewer: Viewer; id: string; roomId: string; message: string };
export type GroupRoomSent = { room: RoomRow; message: MessageRow };

/**
 * Texts into live group rooms of each sender's kindergarten that the sender is a live member of, checked and written
 * in one statement for all: one round trip and no transaction for the most frequent write of a busy kindergarten.
 * Answers per send, in order, what was written, or undefined (no such room, not a member, a private room, the id
 * taken): the checked path of server/chat/message-writes.ts then says which. An id a send before it in `sends` already
 * carries is left to that path too, which then finds the first one's row.
 */
export async function insertIntoGroupRooms(db: Db, sends: GroupRoomSend[]): Promise<(GroupRoomSent | undefined)[]> {
  const firstById = new Map<string, GroupRoomSend>();
  for (const send of sends) if (!firstById.has(send.id)) firstById.set(send.id, send);
  const written = [...firstById.values()];
  const column = <T>(value: (send: GroupRoomSend) => T) => sql.param(written.map(value));
  const result = await db.execute(sql`
    with sent as (
      select * from unnest(${column((s) => s.id)}::uuid[], ${column((s) => s.roomId)}::uuid[],
        ${column((s) => s.viewer.userId)}::uuid[], ${column((s) => s.viewer.kindergartenId)}::uuid[],
        ${column((s) => s.message)}::text[])
        with ordinality as s(id, room_id, sender_id, kindergarten_id, message, ord)
    ), access as (
      select sent.ord, ${sql.raw(room.select)}
      from sent
      join rooms r on r.id = sent.room_id and r.deleted_at is null and r.kind = 'group'
        and r.kindergarten_id = sent.kindergarten_id
      join room_members m on m.room_id = r.id and m.user_id = sent.sender_id and m.deleted_at is null
    ), inserted as (
      insert into messages (id, room_id, sender_id, message)
      select sent.id, sent.room_id, sent.sender_id, sent.message from sent join access using (ord) order by ord
      on conflict (id) do nothing
      returning ${sql.raw(message.select)}
    )
    select access.*, inserted.* from inserted join sent on sent.id = inserted."message.id" join access using (ord)`);
  const byId = new Map<string, GroupRoomSent>();
  for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
    const sent = { room: room.read(row), message: message.read(row) };
    byId.set(sent.message.id, sent);
  }
  return sends.map((send) => (firstById.get(send.id) === send ? byId.get(send.id) : undefined));
}
