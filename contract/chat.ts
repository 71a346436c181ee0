import { z } from 'zod';
import { chatFailureCodes, chatLimits, chatSuccessCodes, isSendableChatMessage } from './chat-rules.ts';
import { idSchema, validationErrorSchema } from './common.ts';
import { realtimeChannels } from './realtime.ts';
import {
  fileRowSchema,
  messageRowSchema,
  notificationRowSchema,
  roomMemberRowSchema,
  roomRowSchema,
  userRowSchema,
} from './sync-rows.ts';
import { syncRowsShape } from './sync.ts';

/**
 * The chat. Rooms, their members and messages are synced rows (contract/sync-rows.ts): every
 * answer here carries the same rows, so a client stores what a call returned exactly as a pull would have.
 *
 * - A group room belongs to a group; a private conversation is a room of kind `private` with exactly two members,
 *   created by the server with the first message between them (`/chat/{userId}` names it by the other person).
 * - Only members see a room, its members and its messages (in /api/sync too, and on its realtime channels). Another
 *   member of the same kindergarten who is not in the room gets 403 `not_a_member`; a room of another kindergarten,
 *   or none, is 404.
 * - Messages are ordered by `created_at` (the server's clock), then `id`.
 * - Unread: a member's messages from others whose `created_at` is after the member's `last_read_at` (null = never
 *   read). The server compares at millisecond precision, as the wire carries it, so a client counting its synced rows
 *   gets the same numbers as GET /api/message-notifications.
 * - Writes carry `Idempotency-Key` (contract/headers.ts) and a client-chosen message `id` (UUIDv7): a repeat is the
 *   same message.
 */

export const roomIdParamsSchema = z.object({ id: idSchema });
export const messagesParamsSchema = z.object({ roomId: idSchema });
export const chatUserParamsSchema = z.object({ id: idSchema });

export const chatMessageTextSchema = z.string().trim().max(chatLimits.messageMaxLength);

/** A message names at most one attachment (POST /api/chat/attachments); without one its text may not be empty. */
const messageContentShape = {
  message: chatMessageTextSchema,
  attachment_file_id: idSchema.nullish(),
};
const textOrAttachment = (body: { message: string; attachment_file_id?: string | null }, context: z.RefinementCtx) => {
  if (!isSendableChatMessage(body.message, Boolean(body.attachment_file_id)))
    context.addIssue({
      code: 'too_small',
      origin: 'string',
      minimum: chatLimits.messageMinLength,
      inclusive: true,
      path: ['message'],
      message: 'Write a message or attach a file.',
    });
};

/**
 * GET /api/messages/{roomId}?cursor=&limit=: without a cursor the newest page; with `cursor` (the id of a message of
 * the room, typically the oldest the client has) the page of messages before it.
 */
export const messagesQuerySchema = z.object({
  cursor: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(chatLimits.messagePageMax).default(chatLimits.messagePageSize),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

/** POST /api/new-message: a message in a room (group or private) the user is a member of. */
export const newMessageRequestSchema = z
  .object({
    /** The client's UUIDv7 of a message written offline; a repeat with the same id is the same message. */
    id: idSchema.optional(),
    ...messageContentShape,
    room_id: idSchema,
  })
  .superRefine(textOrAttachment);
export type NewMessageRequest = z.input<typeof newMessageRequestSchema>;

/**
 * POST /api/private-message-send: a message to one person; the private room of the two is created with the first
 * message (concurrent first messages from both sides end up in the same room).
 */
export const privateMessageRequestSchema = z
  .object({
    id: idSchema.optional(),
    ...messageContentShape,
    receiver_id: idSchema,
  })
  .superRefine(textOrAttachment);
export type PrivateMessageRequest = z.input<typeof privateMessageRequestSchema>;

/**
 * POST /api/room/{id}/read: the member has read the room up to `message_id` (a message of the room the server has:
 * the newest synced one, not a pending own one; else 422 `message_not_in_room`), or up to its newest message when
 * omitted. `last_read_at` never moves backwards, so an outbox replay is harmless. When nothing is left unread, the
 * user's `message` notifications about the conversation (`data.roomId`, or `data.chatId` = the other person) get
 * `read_at` too (they arrive with the next pull).
 */
export const markRoomReadRequestSchema = z.object({ message_id: idSchema.optional() });
export type MarkRoomReadRequest = z.input<typeof markRoomReadRequestSchema>;

/** One conversation as the list shows it. */
export const conversationSchema = z.object({
  room: roomRowSchema,
  /** Live members (two for a private room). */
  members: z.array(roomMemberRowSchema),
  /** The other person of a private room; null for a group room (its title is `room.name`). */
  partner: userRowSchema.nullable(),
  last_message: messageRowSchema.nullable(),
  /** Messages from others after the user's `last_read_at`. */
  unread: z.number().int().min(0),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/rooms: the user's rooms, group and private, latest activity first (last message, else room creation). */
export const roomsResponseSchema = z.object({ rooms: z.array(conversationSchema) });
export type RoomsResponse = z.infer<typeof roomsResponseSchema>;

/** GET /api/room/{id}: the room, its members and their user rows (for names and avatars), and the newest page. */
export const roomResponseSchema = conversationSchema.extend({
  users: z.array(userRowSchema),
  /** As GET /api/messages/{roomId} without a cursor answers it. */
  messages: z.array(messageRowSchema),
  next_cursor: idSchema.nullable(),
});
export type RoomResponse = z.infer<typeof roomResponseSchema>;

/** GET /api/messages/{roomId}: oldest first within the page; `next_cursor` asks for the page before (null: none). */
export const messagesPageResponseSchema = z.object({
  messages: z.array(messageRowSchema),
  next_cursor: idSchema.nullable(),
});
export type MessagesPageResponse = z.infer<typeof messagesPageResponseSchema>;

/** Someone the user may write to, and their private room with the user if it exists. */
export const chatPartnerSchema = z.object({
  user: userRowSchema,
  room_id: idSchema.nullable(),
  /** Whether the user may write to them now (parents to parents only when the kindergarten allows it). */
  may_write: z.boolean(),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

/** GET /api/user/{id}: a person of the user's kindergarten (another kindergarten or unknown: 404). */
export const chatUserResponseSchema = chatPartnerSchema;
export type ChatUserResponse = z.infer<typeof chatUserResponseSchema>;

/** GET /api/chat/users?q=: `q` keeps the people whose name contains it (any case); the screen may also filter locally. */
export const chatUsersQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export type ChatUsersQuery = z.input<typeof chatUsersQuerySchema>;

/** GET /api/chat/users: the people the user may write to (never themselves), by name. */
export const chatUsersResponseSchema = z.object({ users: z.array(chatPartnerSchema) });
export type ChatUsersResponse = z.infer<typeof chatUsersResponseSchema>;

/**
 * Answer of both sends: the message and its room, no more (a group's members are unchanged by a send, and the
 * answer stays the same size however large the room). A repeat with the same `id` answers the message as it is
 * (HTTP 200 like the first time).
 */
export const messageSentResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.enum(chatSuccessCodes),
  chat_message: messageRowSchema,
  room: roomRowSchema,
  /**
   * As a sync page carries them: the message, its room, the attachment's files, and for a private room its two
   * members (so a client stores a conversation this send created at once).
   */
  changes: syncRowsShape.shape.changes,
});
export type MessageSentResponse = z.infer<typeof messageSentResponseSchema>;

/**
 * POST /api/chat/attachments, multipart: `id` (the client's UUIDv7 for the file, so a repeat is the same file) and one
 * `file`, a JPEG, PNG or WebP picture or a PDF of at most 10 MB (contract/chat-attachment-rules.ts). A picture is
 * stored as the server's re-encoding (upright, no metadata, no GPS) with a thumbnail. The file belongs to the uploader
 * alone until a message names it in `attachment_file_id`; then every member of that message's room may read it.
 */
export const chatAttachmentFieldsSchema = z.object({ id: idSchema });
export const chatAttachmentResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.literal('attachment_uploaded'),
  file: fileRowSchema,
  /** The file and its thumbnail, as a sync page carries them. */
  changes: syncRowsShape.shape.changes,
});
export type ChatAttachmentResponse = z.infer<typeof chatAttachmentResponseSchema>;

/** POST /api/room/{id}/read: the user's membership row as it is now. */
export const roomReadResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.enum(chatSuccessCodes),
  member: roomMemberRowSchema,
});
export type RoomReadResponse = z.infer<typeof roomReadResponseSchema>;

/** Unread state of one conversation. */
export const roomUnreadSchema = z.object({
  room_id: idSchema,
  kind: z.enum(['group', 'private']),
  unread: z.number().int().min(0),
  last_read_at: z.iso.datetime({ offset: true }).nullable(),
  last_message_at: z.iso.datetime({ offset: true }).nullable(),
});
export type RoomUnread = z.infer<typeof roomUnreadSchema>;

/**
 * GET /api/message-notifications?limit=: unread per conversation (every room the user is in, unread or not) and in
 * all, plus the user's notifications of kind `message`, newest first (read ones too; `read_at` tells).
 */
export const messageNotificationsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const messageNotificationsResponseSchema = z.object({
  total_unread: z.number().int().min(0),
  /** Conversations with at least one unread message. */
  unread_rooms: z.number().int().min(0),
  rooms: z.array(roomUnreadSchema),
  notifications: z.array(notificationRowSchema),
});
export type MessageNotificationsResponse = z.infer<typeof messageNotificationsResponseSchema>;

/** 403/409/422 of the chat calls: malformed input has no `code`, a refused rule has one. */
export const chatErrorResponseSchema = validationErrorSchema.extend({ code: z.enum(chatFailureCodes).optional() });
export type ChatErrorResponse = z.infer<typeof chatErrorResponseSchema>;

/**
 * Realtime (contract/realtime.ts channels). Every message goes to `private-chat.room.{id}` (members only; a
 * non-member's subscription is refused). A private message also goes to both people's
 * `private-App.Models.User.{id}`, so a conversation that did not exist yet reaches them: a client listening on both
 * receives it twice and upserts by `id`. The room's `read` goes to the reader's own user channel, for their other
 * devices. Typing: `presence-chat.room.{id}` whispers (`client-typing`, contract/realtime.ts). Every other member also
 * gets their one `message` notification about the conversation, updated in place (`notification.created` on their
 * user channel, and a push if switched on), so a client not listening on the room learns of the message there and
 * pulls. While unread it counts the messages (`data.count`) and its title says how many; unread counts themselves
 * come from the read cursor (`countsAsUnread`, contract/chat-rules.ts).
 */
export { chatRealtimeEvents } from './realtime.ts';

export const chatChannels = {
  room: realtimeChannels.room,
  presence: realtimeChannels.roomPresence,
  user: realtimeChannels.user,
} as const;

/**
 * `messages` (the one sent) and `rooms` (its room); `room_members` only on private rooms, so a conversation created by
 * this message can be stored at once.
 */
export const messageSentEventSchema = syncRowsShape;
export type MessageSentEvent = z.infer<typeof messageSentEventSchema>;

/** `room_members`: the reader's membership with its new `last_read_at`. */
export const roomReadEventSchema = syncRowsShape;
export type RoomReadEvent = z.infer<typeof roomReadEventSchema>;
