import Dexie from 'dexie';
import { countsAsUnread } from '#contract/chat-rules';
import { db } from './kita-db.ts';

/** Unread counts stop here: a badge shows "99+" beyond 99, so no count needs to read further. */
export const unreadCap = 100;

/**
 * Messages unread by the user's read cursor (contract `countsAsUnread`), at most `unreadCap`. Read newest first
 * through the `[room_id+created_at]` index and stopped at the cap, so a room with thousands of unread messages costs a
 * hundred rows, not all of them. Works offline: it needs only the synced messages and memberships.
 */
export function unreadCountOf(roomId: string, userId: string, lastReadAt: string | null): Promise<number> {
  return db.messages
    .where('[room_id+created_at]')
    .between([roomId, lastReadAt ?? Dexie.minKey], [roomId, Dexie.maxKey], !lastReadAt, true)
    .reverse()
    .filter((message) => countsAsUnread(message, { user_id: userId, last_read_at: lastReadAt }))
    .limit(unreadCap)
    .count();
}

/** Unread messages over all the user's rooms, room by room, stopping at `unreadCap` (the badge then reads "99+"). */
export async function unreadMessageTotal(userId: string): Promise<number> {
  const memberships = await db.room_members.where('user_id').equals(userId).toArray();
  let total = 0;
  for (const member of memberships) {
    if (member.deleted_at) continue;
    total += await unreadCountOf(member.room_id, userId, member.last_read_at);
    if (total >= unreadCap) return unreadCap;
  }
  return total;
}
