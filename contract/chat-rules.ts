// No zod here: the chat screens import these rules on first paint, and zod would come with them (~25 KB gzip).
// contract/chat.ts builds the request schemas from them.
import { storageQuotaExceeded } from './files-quota.ts';

/** The chat's limits. The server enforces each; the client checks first so a user learns before sending. */
export const chatLimits = {
  /** Characters of a message after trimming; an empty (or blank) message is refused. */
  messageMinLength: 1,
  messageMaxLength: 5_000,
  /** Page size of GET /api/messages/{roomId} (older pages with `?cursor=`). */
  messagePageSize: 50,
  messagePageMax: 200,
  /** How long a `client-typing` whisper counts before the client should drop the indicator. */
  typingTimeoutMs: 5_000,
  /** Characters of a message shown in a notification or the conversation list. */
  previewLength: 120,
} as const;

/** The message as the server stores it: trimmed. */
export const normalizeChatMessage = (text: string): string => text.trim();

/** Whether a text may be sent, as the server decides (after trimming); with an attachment it may be empty (a caption). */
export function isSendableChatMessage(text: string, hasAttachment = false): boolean {
  const length = normalizeChatMessage(text).length;
  return length >= (hasAttachment ? 0 : chatLimits.messageMinLength) && length <= chatLimits.messageMaxLength;
}

export type ChatRole = 'parent' | 'staff' | 'admin';

/**
 * Who may write privately to whom within one kindergarten: staff and admins to everyone; parents to staff
 * and admins always, and to other parents only when the kindergarten allows parent chat. Nobody writes to themselves.
 */
export function mayWritePrivately(
  sender: { id: string; role: ChatRole },
  receiver: { id: string; role: ChatRole },
  allowParentChat: boolean,
): boolean {
  if (sender.id === receiver.id) return false;
  if (sender.role !== 'parent') return true;
  return receiver.role !== 'parent' || allowParentChat;
}

/** Why the server refused a chat call (ADR 0001); the client says it in the user's language. */
export const chatFailureCodes = [
  /** 403: the user is not a member of this room (a room of another kindergarten is 404 instead). */
  'not_a_member',
  /** 403: this pair may not write privately (parent to parent without parent chat, or to oneself), by receiver or room. */
  'private_chat_not_allowed',
  /** 409: the client-chosen message id belongs to another message (another sender or conversation). */
  'id_taken',
  /** 422: the `message_id` of a mark-read is not a message of this room (send the newest synced one, not a pending one). */
  'message_not_in_room',
  /** 422: the attached file is not a JPEG, PNG or WebP picture or a PDF by its bytes (contract/chat-attachment-rules.ts). */
  'attachment_type_not_allowed',
  /** 422 (413 when the whole request is over the server's cap): the attached file is larger than 10 MB. */
  'attachment_too_large',
  /** 422: `attachment_file_id` is not a live file the sender uploaded, or another message already carries it. */
  'attachment_not_found',
  /** 422: the upload would take the kindergarten's stored files over FILES_QUOTA_MB (contract/files-quota.ts). */
  storageQuotaExceeded,
] as const;
export type ChatFailureCode = (typeof chatFailureCodes)[number];

export const chatSuccessCodes = ['message_sent', 'room_read', 'attachment_uploaded'] as const;
export type ChatSuccessCode = (typeof chatSuccessCodes)[number];

/**
 * Whether a message is unread for a member of its room: from someone else, not deleted, and sent after the member's
 * read cursor `last_read_at` (null: never read). Both are ISO times at the millisecond the wire carries, so comparing
 * them as text is comparing times; the server counts with the same rule in SQL. Unread counts and badges come from
 * this rule over synced rows, never from notification rows.
 */
export function countsAsUnread(
  message: { sender_id: string; created_at: string; deleted_at: string | null },
  member: { user_id: string; last_read_at: string | null },
): boolean {
  if (message.sender_id === member.user_id || message.deleted_at) return false;
  return member.last_read_at === null || message.created_at > member.last_read_at;
}
