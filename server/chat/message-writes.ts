import { v7 as uuidv7 } from 'uuid';
import { mayWritePrivately } from '#contract/chat-rules';
import type { Db } from '../db/client.ts';
import {
  derivedUuid,
  type ChatRepository,
  type MessageRow,
  type RoomMemberRow,
  type RoomRow,
} from '../repositories/chat-repository.ts';
import { insertIntoGroupRooms, type GroupRoomSend, type GroupRoomSent } from '../repositories/chat-group-send.ts';
import type { FileRow } from '../repositories/file-repository.ts';
import { inTransaction, type Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { chatRejection, isChatRejected, roomOfMember, type ChatRejected } from './chat-access.ts';
import { groupCommit, type GroupCommitLimits } from './group-commit.ts';

/**
 * `version` 0: a repeat, nothing written. `members`: a private room's two live members (the send may have created the
 * room, and the client needs both to show it); none for a group room, whose members a send does not change. `files`:
 * the attachment and its thumbnail, which every member may read from now on.
 */
export type MessageWritten = {
  message: MessageRow;
  room: RoomRow;
  members: RoomMemberRow[];
  files: FileRow[];
  version: number;
};
type MessageInput = { id?: string; message: string; attachment_file_id?: string | null };

export type GroupRoomSender = (send: GroupRoomSend) => Promise<GroupRoomSent | undefined>;

/**
 * One server instance's sender of texts into group rooms: concurrent sends are written by one statement for many
 * (group-commit.ts), so a busy kindergarten costs a round trip per batch, not per message.
 */
export function groupRoomSender(db: Db, limits: GroupCommitLimits = { inFlight: 2, maxBatch: 100 }): GroupRoomSender {
  return groupCommit((sends: GroupRoomSend[]) => insertIntoGroupRooms(db, sends), limits);
}

/**
 * POST /api/new-message: a message in a room the viewer is a member of. undefined: no such room in the viewer's
 * kindergarten (404). A text into a group room, the common case, is checked and written by `sendToGroupRoom` along
 * with other sends; whatever that did not write (an attachment, a private room, a repeated id, a refusal) takes the
 * checked transaction, which says why.
 */
export async function sendRoomMessage(
  db: Db,
  sendToGroupRoom: GroupRoomSender,
  viewer: Viewer,
  input: MessageInput & { room_id: string },
): Promise<MessageWritten | ChatRejected | undefined> {
  if (!input.attachment_file_id) {
    const id = input.id ?? uuidv7();
    const sent = await sendToGroupRoom({ viewer, id, roomId: input.room_id, message: input.message });
    if (sent) return { ...sent, members: [], files: [], version: sent.message.version };
    input = { ...input, id };
  }
  return inTransaction(db, async (repositories) => {
    const { chat } = repositories;
    const access = await roomOfMember(chat, viewer, input.room_id);
    if (!access || isChatRejected(access)) return access;
    if (access.room.kind === 'private' && !(await mayStillWrite(chat, viewer, access.room.id)))
      return privateChatNotAllowed();
    return writeMessage(repositories, viewer, access.room, input);
  });
}

/** A private room by its id obeys the same pair rule as a send by receiver (parent chat may have been switched off). */
async function mayStillWrite(chat: ChatRepository, viewer: Viewer, roomId: string): Promise<boolean> {
  const partnerId = (await chat.liveMembers([roomId], viewer.userId)).find(
    (member) => member.user_id !== viewer.userId,
  )?.user_id;
  const [partner] = partnerId ? await chat.usersOfKindergarten(viewer, [partnerId]) : [];
  return (
    partner !== undefined &&
    mayWritePrivately(
      { id: viewer.userId, role: viewer.role },
      partner,
      await chat.allowsParentChat(viewer.kindergartenId),
    )
  );
}

const privateChatNotAllowed = () =>
  chatRejection('private_chat_not_allowed', 'receiver_id', 'You cannot write privately to this person.');

/**
 * POST /api/private-message-send: a message to one person of the viewer's kindergarten, if the pair may write
 * (contract/chat-rules.ts). The private room of the two is created with the first message. undefined: no such person
 * in the viewer's kindergarten (404).
 */
export async function sendPrivateMessage(
  db: Db,
  viewer: Viewer,
  input: MessageInput & { receiver_id: string },
): Promise<MessageWritten | ChatRejected | undefined> {
  return inTransaction(db, async (repositories) => {
    const { chat } = repositories;
    const [receiver] = await chat.usersOfKindergarten(viewer, [input.receiver_id]);
    if (!receiver) return undefined;
    const allowed = mayWritePrivately(
      { id: viewer.userId, role: viewer.role },
      receiver,
      await chat.allowsParentChat(viewer.kindergartenId),
    );
    if (!allowed) return privateChatNotAllowed();
    const room =
      (await chat.findPrivateRoom(viewer, receiver.id)) ??
      (await chat.ensurePrivateRoom({
        id: privateRoomId(viewer.kindergartenId, viewer.userId, receiver.id),
        kindergartenId: viewer.kindergartenId,
        userIds: [viewer.userId, receiver.id],
      }));
    return writeMessage(repositories, viewer, room, input);
  });
}

/** The private room two people get when neither wrote before: the same id whoever writes first (race-safe create). */
export function privateRoomId(kindergartenId: string, userA: string, userB: string): string {
  const [first, second] = [userA, userB].sort();
  return derivedUuid(`private-room:${kindergartenId}:${first}:${second}`);
}

const attachmentNotFound = () =>
  chatRejection('attachment_not_found', 'attachment_file_id', 'The attached file is gone. Please attach it again.');

/**
 * The attachment and its thumbnail, when the sender may attach it to message `messageId`: a live file of theirs in
 * their kindergarten that no other message carries.
 */
async function attachable(
  { files, chat }: Repositories,
  viewer: Viewer,
  fileId: string,
  messageId: string,
): Promise<FileRow[] | ChatRejected> {
  const file = await files.findRow(fileId);
  if (!file || file.deleted_at || file.owner_id !== viewer.userId || file.kindergarten_id !== viewer.kindergartenId)
    return attachmentNotFound();
  const carrier = await chat.messageCarrying(fileId);
  if (carrier && carrier !== messageId) return attachmentNotFound();
  return files.rowsByIds([file.id, ...(file.thumbnail_id ? [file.thumbnail_id] : [])]);
}

/** A client id seen before is the same message when the same user sent it to the same room, refused otherwise. */
async function writeMessage(
  repositories: Repositories,
  viewer: Viewer,
  room: RoomRow,
  input: MessageInput,
): Promise<MessageWritten | ChatRejected> {
  const { chat } = repositories;
  const id = input.id ?? uuidv7();
  const attachmentId = input.attachment_file_id ?? null;
  const files = attachmentId ? await attachable(repositories, viewer, attachmentId, id) : [];
  if (isChatRejected(files)) return files;
  const members = async () => (room.kind === 'private' ? chat.liveMembers([room.id], viewer.userId) : []);
  const sameWrite = async (existing: MessageRow) =>
    existing.sender_id === viewer.userId && existing.room_id === room.id
      ? { message: existing, room, members: await members(), files, version: 0 }
      : chatRejection('id_taken', 'id', 'This id belongs to another message.');
  // Insert first: a repeat is rare, so it costs the lookup only then (the send is on the latency path).
  const message = await chat.insertMessage({
    id,
    roomId: room.id,
    senderId: viewer.userId,
    message: input.message,
    attachmentFileId: attachmentId,
  });
  if (!message) return sameWrite((await chat.findAnyMessage(id))!);
  // The trigger gave the row its version: what was written is the message (a new private room's rows are older).
  return { message, room, members: await members(), files, version: message.version };
}
