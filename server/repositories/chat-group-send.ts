import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawWireColumns } from './raw-wire-columns.ts';
import { syncTableSpecs } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import type { MessageRow, RoomRow } from './chat-repository.ts';

const noViewer = {} as Viewer;
const room = rawWireColumns<RoomRow>(syncTableSpecs.rooms.columns(noViewer), 'r', 'room');
const message = rawWireColumns<MessageRow>(syncTableSpecs.messages.columns(noViewer), 'messages', 'message');

/**
 * A text message into a live group room of the viewer's kindergarten that the viewer is a live member of, checked
 * and written in one statement: one round trip and no transaction for the most frequent write of a busy
 * kindergarten. undefined when nothing was written (no such room, not a member, a private room, the id taken): the
 * checked path of server/chat/message-writes.ts then says which.
 */
export async function insertIntoGroupRoom(
  db: Db,
  viewer: Viewer,
  input: { id: string; roomId: string; message: string },
): Promise<{ room: RoomRow; message: MessageRow } | undefined> {
  const result = await db.execute(sql`
    with access as (
      select ${sql.raw(room.select)}
      from rooms r
      join room_members m on m.room_id = r.id and m.user_id = ${viewer.userId}::uuid and m.deleted_at is null
      where r.id = ${input.roomId}::uuid and r.deleted_at is null and r.kind = 'group'
        and r.kindergarten_id = ${viewer.kindergartenId}::uuid
    ), inserted as (
      insert into messages (id, room_id, sender_id, message)
      select ${input.id}::uuid, ${input.roomId}::uuid, ${viewer.userId}::uuid, ${input.message}::text from access
      on conflict (id) do nothing
      returning ${sql.raw(message.select)}
    )
    select access.*, inserted.* from inserted, access`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return row && { room: room.read(row), message: message.read(row) };
}
