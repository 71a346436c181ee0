import { useLiveQuery } from 'dexie-react-hooks';
import type { ReadCursor } from '#contract/read-receipts';
import { db } from '../../db/kita-db.ts';

export interface RoomReadState {
  /** The room's live members' cursors (others' are null when they do not send receipts). */
  cursors: ReadCursor[];
  /** Members' names, for "read by" lists. */
  names: Map<string, string>;
  /** The user sends receipts; off, they see none either. A session stored before the setting existed counts as on. */
  receiptsOn: boolean;
}

/** What the own messages' read receipts are computed from, live from the device. */
export function useRoomReadState(roomId: string | undefined, userId: string): RoomReadState | undefined {
  return useLiveQuery(async () => {
    const account = await db.account.get(userId);
    if (!roomId) return { cursors: [], names: new Map(), receiptsOn: account?.read_receipts !== false };
    const members = (await db.room_members.where('room_id').equals(roomId).toArray()).filter((m) => !m.deleted_at);
    const people = await db.users.bulkGet(members.map((member) => member.user_id));
    return {
      cursors: members.map(({ user_id, last_read_at }) => ({ user_id, last_read_at })),
      names: new Map(people.flatMap((person) => (person ? [[person.id, person.name] as const] : []))),
      receiptsOn: account?.read_receipts !== false,
    };
  }, [roomId, userId]);
}
