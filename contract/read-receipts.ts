// No zod here: the chat screens import these rules on first paint.

/** A member's read cursor as the room_members row carries it; null: never read, or hidden by the reader's choice. */
export interface ReadCursor {
  user_id: string;
  last_read_at: string | null;
}

/** The part of a message the read state depends on. */
export interface ReadableMessage {
  sender_id: string;
  created_at: string;
}

/**
 * The members other than the sender who read the message: their cursor stands at or after the moment it was sent.
 * A cursor moves to the `created_at` of the newest message read (milliseconds on both sides), so "at" counts as read.
 */
export function readersOf(message: ReadableMessage, members: readonly ReadCursor[]): string[] {
  const sentAt = Date.parse(message.created_at);
  return members
    .filter(
      (member) =>
        member.user_id !== message.sender_id &&
        member.last_read_at !== null &&
        Date.parse(member.last_read_at) >= sentAt,
    )
    .map((member) => member.user_id);
}

/**
 * What the sender is shown on their own message: in a private room whether the other person read it; in a group
 * room how many of the others did (`of`: how many others there are). `hidden` when the sender switched receipts off:
 * whoever does not send receipts does not see them either.
 */
export type ReadReceipt =
  { kind: 'hidden' } | { kind: 'private'; read: boolean } | { kind: 'group'; readers: string[]; of: number };

export function readReceiptOf(
  message: ReadableMessage,
  room: { kind: 'private' | 'group'; members: readonly ReadCursor[] },
  senderSendsReceipts: boolean,
): ReadReceipt {
  if (!senderSendsReceipts) return { kind: 'hidden' };
  const readers = readersOf(message, room.members);
  if (room.kind === 'private') return { kind: 'private', read: readers.length > 0 };
  const others = room.members.filter((member) => member.user_id !== message.sender_id).length;
  return { kind: 'group', readers, of: others };
}
