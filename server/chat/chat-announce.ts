import type { FastifyBaseLogger } from 'fastify';
import { chatRealtimeEvents, type MessageSentEvent, type RoomReadEvent } from '#contract/chat';
import { chatLimits } from '#contract/chat-rules';
import { realtimeChannels } from '#contract/realtime';
import type { Notifier } from '../push/notify-users.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import type { ChatRepository, RoomMemberRow } from '../repositories/chat-repository.ts';
import type { MessageWritten } from './message-writes.ts';
import { oneRunPerKey } from './one-run-per-key.ts';

export type ChatAnnouncer = ReturnType<typeof chatAnnouncer>;

const preview = (text: string) =>
  text.length > chatLimits.previewLength ? `${text.slice(0, chatLimits.previewLength - 1)}…` : text;

/**
 * What the chat tells others after a write committed (contract/chat.ts, Realtime): the message on the room's channel
 * (a private one also on both people's channels, so a new conversation reaches them), and for every other member
 * their one notification about the conversation, updated in place, in the background (the answer does not wait for
 * pushes; the notifier never throws). Unread counts come from the members' read cursors, not from these rows.
 */
export function chatAnnouncer(deps: { publisher: RealtimePublisher; notifier: Notifier; chat: ChatRepository }) {
  const { publisher, notifier, chat } = deps;
  // Per room and sender, so every message in a batch has the same recipients (all members but its sender).
  const notifyInTurn = oneRunPerKey<{ written: MessageWritten; log: FastifyBaseLogger }>(
    async ({ written, log }, count) => {
      try {
        await notifyMembers(written, count);
      } catch (error) {
        log.error({ err: error, room: written.room.id }, 'could not notify about a chat message');
      }
    },
  );

  return {
    /** `version` 0 means a repeat that wrote nothing: it was announced the first time. */
    async messageSent(written: MessageWritten, log: FastifyBaseLogger): Promise<void> {
      if (written.version === 0) return;
      const { message, room, files } = written;
      const isPrivate = room.kind === 'private';
      const members = isPrivate ? await chat.announcedMembers([room.id]) : [];
      // The attachment's rows go with the message: the members' screens show its thumbnail without another pull.
      const attachment = files.length ? { files } : {};
      const channels = [
        realtimeChannels.room(room.id),
        ...(isPrivate ? members.map((m) => realtimeChannels.user(m.user_id)) : []),
      ];
      const data: MessageSentEvent = isPrivate
        ? { changes: { rooms: [room], room_members: members, messages: [message], ...attachment } }
        : { changes: { rooms: [room], messages: [message], ...attachment } };
      await publishSafely(publisher, { channels, event: chatRealtimeEvents.messageSent, data }, log);
      void notifyInTurn(`${room.id}:${message.sender_id}`, { written, log });
    },

    /**
     * The reader's other devices move their read state too, and the room's other members see their messages read,
     * unless the reader switched read receipts off.
     */
    async roomRead(member: RoomMemberRow, log: FastifyBaseLogger): Promise<void> {
      const data: RoomReadEvent = { changes: { room_members: [member] } };
      const channels = [realtimeChannels.user(member.user_id)];
      if (await chat.sendsReadReceipts(member.user_id)) channels.push(realtimeChannels.room(member.room_id));
      await publishSafely(publisher, { channels, event: chatRealtimeEvents.roomRead, data }, log);
    },
  };

  /** `count`: how many messages of this sender the newest one, `message`, stands for. */
  async function notifyMembers({ message, room }: MessageWritten, count: number): Promise<void> {
    const [recipients, [sender]] = await Promise.all([
      chat.otherMemberIds(room.id, message.sender_id),
      chat.userNames([message.sender_id]),
    ]);
    if (recipients.length === 0) return;
    const params = { sender: sender ?? '', preview: preview(message.message) };
    if (room.kind === 'private') {
      await notifier.notifyUsers(recipients, {
        text: { key: 'message.private', params },
        repeated: { key: 'messages.private', params: { ...params, count: '{count}' } },
        count,
        target: { type: 'private-chat', id: message.sender_id },
      });
    } else {
      const roomParams = { ...params, room: room.name };
      await notifier.notifyUsers(recipients, {
        text: { key: 'message.room', params: roomParams },
        repeated: { key: 'messages.room', params: { ...roomParams, count: '{count}' } },
        count,
        target: { type: 'room', id: room.id },
      });
    }
  }
}
