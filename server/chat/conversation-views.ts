import type { ChatPartner, Conversation, MessageNotificationsResponse, RoomResponse } from '#contract/chat';
import { mayWritePrivately } from '#contract/chat-rules';
import type { ChatRepository, ChatUserRow, RoomMemberRow, RoomRow } from '../repositories/chat-repository.ts';
import type { Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';

/** The user's conversations, latest activity first (GET /api/rooms). */
export async function conversationsOf(chat: ChatRepository, viewer: Viewer): Promise<Conversation[]> {
  return conversationsFor(chat, viewer, await chat.roomsOf(viewer.userId));
}

async function conversationsFor(chat: ChatRepository, viewer: Viewer, rooms: RoomRow[]): Promise<Conversation[]> {
  const roomIds = rooms.map((room) => room.id);
  const [members, lastMessages, unread] = await Promise.all([
    chat.liveMembers(roomIds, viewer.userId),
    chat.lastMessages(roomIds),
    chat.unreadCounts(viewer.userId),
  ]);
  const partnerIdOf = (room: RoomRow) =>
    room.kind === 'private'
      ? members.find((m) => m.room_id === room.id && m.user_id !== viewer.userId)?.user_id
      : undefined;
  const partnerIds = rooms.map(partnerIdOf).filter((id): id is string => id !== undefined);
  const partners = new Map((await chat.usersOfKindergarten(viewer, partnerIds)).map((user) => [user.id, user]));
  const unreadOf = new Map(unread.map((row) => [row.roomId, row.unread]));
  const conversations = rooms.map((room) => ({
    room,
    members: members.filter((member) => member.room_id === room.id),
    partner: partners.get(partnerIdOf(room) ?? '') ?? null,
    last_message: lastMessages.get(room.id) ?? null,
    unread: unreadOf.get(room.id) ?? 0,
  }));
  const activity = (c: Conversation) => c.last_message?.created_at ?? c.room.created_at;
  return conversations.sort((a, b) => activity(b).localeCompare(activity(a)) || b.room.id.localeCompare(a.room.id));
}

/** GET /api/room/{id} for a member: the conversation, its members' user rows and the newest page. */
export async function roomDetail(
  chat: ChatRepository,
  viewer: Viewer,
  room: RoomRow,
  pageSize: number,
): Promise<RoomResponse> {
  const [[conversation], page] = await Promise.all([
    conversationsFor(chat, viewer, [room]),
    chat.messagesPage(room.id, undefined, pageSize),
  ]);
  const users = await chat.usersOfKindergarten(
    viewer,
    conversation!.members.map((member: RoomMemberRow) => member.user_id),
  );
  return { ...conversation!, users, messages: page.messages, next_cursor: page.hasMore ? page.messages[0]!.id : null };
}

/** Everyone of the viewer's kindergarten but themselves, with their private room and whether the viewer may write. */
export async function chatPartnersOf(chat: ChatRepository, viewer: Viewer, ids?: string[]): Promise<ChatPartner[]> {
  const [users, rooms, allowParentChat] = await Promise.all([
    chat.usersOfKindergarten(viewer, ids),
    chat.privatePartners(viewer.userId),
    chat.allowsParentChat(viewer.kindergartenId),
  ]);
  const me = { id: viewer.userId, role: viewer.role };
  return users
    .filter((user: ChatUserRow) => user.id !== viewer.userId || ids !== undefined)
    .map((user) => ({
      user,
      room_id: rooms.get(user.id) ?? null,
      may_write: mayWritePrivately(me, user, allowParentChat),
    }));
}

/** GET /api/message-notifications: unread per room the user is in, totals, and their message notifications. */
export async function messageNotificationsOf(
  chat: ChatRepository,
  notifications: Repositories['notifications'],
  viewer: Viewer,
  limit: number,
): Promise<MessageNotificationsResponse> {
  const [counts, rows] = await Promise.all([
    chat.unreadCounts(viewer.userId),
    notifications.listOfKinds(viewer, ['message'], limit),
  ]);
  const rooms = counts
    .map((c) => ({
      room_id: c.roomId,
      kind: c.kind,
      unread: c.unread,
      last_read_at: c.lastReadAt,
      last_message_at: c.lastMessageAt,
    }))
    .sort(
      (a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? '') || b.room_id.localeCompare(a.room_id),
    );
  return {
    total_unread: rooms.reduce((sum, room) => sum + room.unread, 0),
    unread_rooms: rooms.filter((room) => room.unread > 0).length,
    rooms,
    notifications: rows,
  };
}
