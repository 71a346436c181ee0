import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/kita-db.ts';
import { unreadCountOf, unreadMessageTotal } from '../../db/unread-messages.ts';
import { lastMessageOf, type Message, type Room } from './chat-queries.ts';

export interface Conversation {
  room: Room;
  /** The other person of a private room (their user id opens /chat/{id}); undefined for a group room. */
  partnerId?: string;
  title: string;
  lastMessage?: Message;
  lastSenderName?: string;
  unread: number;
  /** When something last happened: the newest message, else the room's creation. */
  activityAt: string;
}

/** Newest activity first; equal times by title, so the order never flickers. */
export function byLatestActivity(a: Conversation, b: Conversation): number {
  return b.activityAt.localeCompare(a.activityAt) || a.title.localeCompare(b.title);
}

/**
 * The rooms the user belongs to (the server syncs only those, plus group rooms for staff), each with its last
 * message and unread count, from the device. One indexed read per room: a user has a handful of rooms.
 */
export async function conversationsOf(userId: string): Promise<Conversation[]> {
  const [rooms, memberships] = await Promise.all([
    db.rooms.toArray(),
    db.room_members.where('user_id').equals(userId).toArray(),
  ]);
  const lastReadOf = new Map(memberships.map((member) => [member.room_id, member.last_read_at]));
  const conversations = await Promise.all(
    rooms
      .filter((room) => !room.deleted_at && (lastReadOf.has(room.id) || room.kind === 'group'))
      .map(async (room): Promise<Conversation | null> => {
        let partnerId: string | undefined;
        let title = room.name;
        if (room.kind === 'private') {
          const members = await db.room_members.where('room_id').equals(room.id).toArray();
          partnerId = members.find((member) => member.user_id !== userId)?.user_id;
          if (!partnerId) return null;
          title = (await db.users.get(partnerId))?.name ?? room.name;
        }
        const [lastMessage, unread] = await Promise.all([
          lastMessageOf(room.id),
          lastReadOf.has(room.id)
            ? unreadCountOf(room.id, userId, lastReadOf.get(room.id) ?? null)
            : Promise.resolve(0),
        ]);
        const lastSender =
          lastMessage && lastMessage.sender_id !== userId ? await db.users.get(lastMessage.sender_id) : undefined;
        return {
          room,
          partnerId,
          title,
          lastMessage,
          lastSenderName: lastSender?.name,
          unread,
          activityAt: lastMessage?.created_at ?? room.created_at,
        };
      }),
  );
  return conversations.filter((conversation) => conversation !== null).sort(byLatestActivity);
}

/** The user's conversations, live; undefined while loading. */
export function useConversations(userId: string | undefined): Conversation[] | undefined {
  return useLiveQuery(async () => (userId ? conversationsOf(userId) : undefined), [userId]);
}

/** Unread messages over all the user's rooms (the chat tab's badge). */
export function useUnreadMessageTotal(userId: string | undefined): number {
  return useLiveQuery(() => (userId ? unreadMessageTotal(userId) : 0), [userId]) ?? 0;
}
