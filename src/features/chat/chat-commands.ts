import { v7 as uuidv7 } from 'uuid';
import { normalizeChatMessage } from '#contract/chat-rules';
import { runCommand } from '../../sync/run-command.ts';
import type { Message, RoomMember } from './chat-queries.ts';

export const chatCommandKinds = {
  sendMessage: 'send-message',
  sendPrivateMessage: 'send-private-message',
  markRoomRead: 'mark-room-read',
} as const;

function messageRow(roomId: string, senderId: string, text: string): Message {
  const now = new Date().toISOString();
  return {
    id: uuidv7(),
    room_id: roomId,
    sender_id: senderId,
    message: normalizeChatMessage(text),
    created_at: now,
    updated_at: now,
    version: 0,
    deleted_at: null,
  };
}

/**
 * Writes a message on this device first (it shows at once, pending while offline); the outbox sends it once
 * (Idempotency-Key, and our UUIDv7 as its id, so a repeat is the same message). The answer's row (server time)
 * replaces the optimistic one.
 */
export async function sendRoomMessage(roomId: string, senderId: string, text: string): Promise<string> {
  const row = messageRow(roomId, senderId, text);
  await runCommand({
    kind: chatCommandKinds.sendMessage,
    table: 'messages',
    row,
    method: 'POST',
    path: '/api/new-message',
    body: { id: row.id, message: row.message, room_id: roomId },
  });
  return row.id;
}

/**
 * A private message to `receiverId`. `roomId` is their shared room, or a local stand-in before the first message
 * (the server creates the room with it; the answer moves the message there).
 */
export async function sendPrivateMessage(
  roomId: string,
  receiverId: string,
  senderId: string,
  text: string,
): Promise<string> {
  const row = messageRow(roomId, senderId, text);
  await runCommand({
    kind: chatCommandKinds.sendPrivateMessage,
    table: 'messages',
    row,
    method: 'POST',
    path: '/api/private-message-send',
    body: { id: row.id, message: row.message, receiver_id: receiverId },
  });
  return row.id;
}

/**
 * Marks a room read up to a message, here at once and on the server through the outbox (so the user's other devices
 * agree). The server never moves `last_read_at` backwards, so a late replay is harmless.
 */
export async function markRoomRead(member: RoomMember, upTo: Message): Promise<void> {
  await runCommand({
    kind: chatCommandKinds.markRoomRead,
    table: 'room_members',
    row: { ...member, last_read_at: upTo.created_at, updated_at: new Date().toISOString() },
    method: 'POST',
    path: `/api/room/${member.room_id}/read`,
    body: { message_id: upTo.id },
  });
}
