import { v7 as uuidv7 } from 'uuid';
import { normalizeChatMessage } from '#contract/chat-rules';
import type { OutboxUpload } from '../../sync/outbox-upload.ts';
import { runCommand } from '../../sync/run-command.ts';
import type { Message, RoomMember } from './chat-queries.ts';

export const chatCommandKinds = {
  sendMessage: 'send-message',
  sendPrivateMessage: 'send-private-message',
  markRoomRead: 'mark-room-read',
} as const;

/** A photo (already downscaled) or PDF the message carries; its file id is ours, so a repeated upload is the same file. */
export interface ChatAttachment {
  fileId: string;
  file: File;
}

function messageRow(roomId: string, senderId: string, text: string, attachment?: ChatAttachment): Message {
  const now = new Date().toISOString();
  return {
    id: uuidv7(),
    room_id: roomId,
    sender_id: senderId,
    message: normalizeChatMessage(text),
    attachment_file_id: attachment?.fileId ?? null,
    created_at: now,
    updated_at: now,
    version: 0,
    deleted_at: null,
  };
}

/** The attachment waits in the outbox with its bytes and is uploaded (POST /api/chat/attachments) before the message. */
async function uploadOf(attachment: ChatAttachment | undefined): Promise<OutboxUpload | undefined> {
  if (!attachment) return undefined;
  const { file, fileId } = attachment;
  return {
    path: '/api/chat/attachments',
    fields: { id: fileId },
    field: 'file',
    name: file.name,
    type: file.type,
    bytes: await file.arrayBuffer(),
  };
}

const attachmentField = (attachment: ChatAttachment | undefined) =>
  attachment ? { attachment_file_id: attachment.fileId } : {};

/**
 * Writes a message on this device first (it shows at once, pending while offline); the outbox sends it once
 * (Idempotency-Key, and our UUIDv7 as its id, so a repeat is the same message). The answer's row (server time)
 * replaces the optimistic one.
 */
export async function sendRoomMessage(
  roomId: string,
  senderId: string,
  text: string,
  attachment?: ChatAttachment,
): Promise<string> {
  const row = messageRow(roomId, senderId, text, attachment);
  await runCommand({
    kind: chatCommandKinds.sendMessage,
    table: 'messages',
    row,
    method: 'POST',
    path: '/api/new-message',
    body: { id: row.id, message: row.message, room_id: roomId, ...attachmentField(attachment) },
    upload: await uploadOf(attachment),
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
  attachment?: ChatAttachment,
): Promise<string> {
  const row = messageRow(roomId, senderId, text, attachment);
  await runCommand({
    kind: chatCommandKinds.sendPrivateMessage,
    table: 'messages',
    row,
    method: 'POST',
    path: '/api/private-message-send',
    body: { id: row.id, message: row.message, receiver_id: receiverId, ...attachmentField(attachment) },
    upload: await uploadOf(attachment),
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
