import type { Db } from '../db/client.ts';
import type { RoomMemberRow } from '../repositories/chat-repository.ts';
import { inTransaction } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { chatRejection, isChatRejected, roomOfMember, type ChatRejected } from './chat-access.ts';

/** `changed` false: it was read that far already (a replay or another device was first). */
export type RoomRead = { member: RoomMemberRow; changed: boolean };

/**
 * POST /api/room/{id}/read: the member has read up to `messageId` (a message of this room the server has), or up to
 * the room's newest message; with nothing left unread, the user's message notifications about the conversation are
 * marked read as well. undefined: no such room in the viewer's kindergarten (404).
 */
export async function markRoomRead(
  db: Db,
  viewer: Viewer,
  roomId: string,
  messageId?: string,
): Promise<RoomRead | ChatRejected | undefined> {
  return inTransaction(db, async ({ chat }) => {
    const access = await roomOfMember(chat, viewer, roomId);
    if (!access || isChatRejected(access)) return access;
    let upTo: Date;
    if (messageId) {
      const message = await chat.findAnyMessage(messageId);
      if (!message || message.room_id !== roomId)
        return chatRejection('message_not_in_room', 'message_id', 'This message is not in this room.');
      upTo = new Date(message.created_at);
    } else {
      upTo = (await chat.newestMessageAt(roomId)) ?? new Date();
    }
    const member = (await chat.markRead(roomId, viewer.userId, upTo))!;
    // Once nothing is left unread, its notifications are read too, so the badge and the list agree on every device.
    if ((await chat.unreadIn(roomId, viewer.userId)) === 0) {
      const partner =
        access.room.kind === 'private'
          ? (await chat.liveMembers([roomId], viewer.userId)).find((m) => m.user_id !== viewer.userId)?.user_id
          : undefined;
      await chat.markMessageNotificationsRead(viewer.userId, roomId, partner);
    }
    return { member, changed: member.version !== access.member.version };
  });
}
