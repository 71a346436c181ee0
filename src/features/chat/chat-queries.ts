import Dexie from 'dexie';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';
import { unreadCap } from '../../db/unread-messages.ts';

export type Room = SyncRow<'rooms'>;
export type RoomMember = SyncRow<'room_members'>;
export type Message = SyncRow<'messages'>;
export type Person = SyncRow<'users'>;

/** A room's messages in time order through the compound index; `after` (exclusive) narrows to unread ones. */
export function roomMessages(roomId: string, after?: string | null) {
  return db.messages
    .where('[room_id+created_at]')
    .between([roomId, after ?? Dexie.minKey], [roomId, Dexie.maxKey], !after, true);
}

/** The newest `limit` messages of a room, oldest first (what the conversation shows). */
export async function latestMessages(roomId: string, limit: number): Promise<Message[]> {
  return (await roomMessages(roomId).reverse().limit(limit).toArray()).reverse();
}

/** The room's newest message, or undefined in a room without messages. */
export function lastMessageOf(roomId: string): Promise<Message | undefined> {
  return roomMessages(roomId).last();
}

/** A count for a badge: up to 99 as is, more as "99+". */
export function unreadLabel(count: number): string {
  return count >= unreadCap ? '99+' : String(count);
}

/** The user's membership of a room (their read state), if the device has it. */
export async function membershipOf(roomId: string, userId: string): Promise<RoomMember | undefined> {
  return (await db.room_members.where('room_id').equals(roomId).toArray()).find(
    (member) => member.user_id === userId && !member.deleted_at,
  );
}

/** The other member of a private room. */
export async function partnerIdOf(roomId: string, userId: string): Promise<string | undefined> {
  return (await db.room_members.where('room_id').equals(roomId).toArray()).find((member) => member.user_id !== userId)
    ?.user_id;
}

/** The private room the user shares with `partnerId`, if one exists on this device. */
export async function privateRoomWith(userId: string, partnerId: string): Promise<Room | undefined> {
  const theirs = new Set(
    (await db.room_members.where('user_id').equals(partnerId).toArray()).map((member) => member.room_id),
  );
  const mine = (await db.room_members.where('user_id').equals(userId).toArray()).filter((member) =>
    theirs.has(member.room_id),
  );
  const rooms = await db.rooms.bulkGet(mine.map((member) => member.room_id));
  return rooms.find((room) => room?.kind === 'private' && !room.deleted_at);
}
