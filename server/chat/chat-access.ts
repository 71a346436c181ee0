import type { ChatErrorResponse } from '#contract/chat';
import type { ChatFailureCode } from '#contract/chat-rules';
import type { ChatRepository, RoomMemberRow, RoomRow } from '../repositories/chat-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';

export type ChatRejected = { rejected: ChatErrorResponse; status: 403 | 409 | 413 | 422 };
export const isChatRejected = <T extends object>(result: T | ChatRejected): result is ChatRejected =>
  'rejected' in result;

const statusOf: Record<ChatFailureCode, 403 | 409 | 422> = {
  not_a_member: 403,
  private_chat_not_allowed: 403,
  id_taken: 409,
  message_not_in_room: 422,
  attachment_type_not_allowed: 422,
  attachment_too_large: 422,
  attachment_not_found: 422,
  storage_quota_exceeded: 422,
};

export function chatRejection(code: ChatFailureCode, field: string, message: string): ChatRejected {
  return { rejected: { message, code, errors: { [field]: [message] } }, status: statusOf[code] };
}

export const notAMember = () =>
  chatRejection('not_a_member', 'room_id', 'Only members of this room may read or write in it.');

/**
 * The room and the viewer's membership, when the viewer may use it: undefined when there is no such room in the
 * viewer's kindergarten (404, so ids of other kindergartens reveal nothing), 403 `not_a_member` otherwise.
 */
export async function roomOfMember(
  chat: ChatRepository,
  viewer: Viewer,
  roomId: string,
): Promise<{ room: RoomRow; member: RoomMemberRow } | ChatRejected | undefined> {
  const found = await chat.findRoomWithMembership(viewer, roomId);
  if (!found || found.room.kindergarten_id !== viewer.kindergartenId) return undefined;
  return found.member ? { room: found.room, member: found.member } : notAMember();
}
