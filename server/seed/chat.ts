import { v7 as uuidv7 } from 'uuid';
import { messages, roomMembers, rooms } from '../db/schema/index.ts';
import { conversations, type ChatLine, type ConversationKey } from './chat-history.ts';
import { notAfter } from './demo-calendar.ts';
import type { DemoWorld } from './demo-world.ts';
import type { SeedTx } from './seed-tx.ts';

export type SeededChat = { roomIds: Record<ConversationKey, string>; messageCount: number };

function sentAt(world: DemoWorld, [daysAgo, time]: ChatLine): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return notAfter(world.calendar.at(-daysAgo, hour, minute), world.calendar.now);
}

/** Group rooms for every group with members, private conversations, and their message history. */
export async function seedChat(tx: SeedTx, world: DemoWorld): Promise<SeededChat> {
  const roomIds = {} as Record<ConversationKey, string>;
  let messageCount = 0;
  for (const conversation of conversations) {
    const kindergarten = world.kindergartens[conversation.kindergarten];
    const roomId = uuidv7();
    roomIds[conversation.key] = roomId;
    const times = conversation.lines.map((line) => sentAt(world, line));
    const openedAt = new Date(Math.min(...times.map((t) => t.getTime())) - 86_400_000);
    await tx.insert(rooms).values({
      id: roomId,
      kindergartenId: kindergarten.id,
      kind: conversation.group ? 'group' : 'private',
      name: conversation.group ?? '',
      groupId: conversation.group ? kindergarten.groups[conversation.group]! : null,
      createdAt: openedAt,
      updatedAt: openedAt,
    });
    await tx.insert(roomMembers).values(
      conversation.members.map((member) => {
        const unread = conversation.unreadBy?.member === member ? conversation.unreadBy.unread : 0;
        // Read up to just before the first unread line; everyone else has read everything.
        const lastReadAt = unread > 0 ? new Date(times[times.length - unread]!.getTime() - 1000) : world.calendar.now;
        return {
          id: uuidv7(),
          roomId,
          userId: world.users[member],
          lastReadAt,
          createdAt: openedAt,
          updatedAt: openedAt,
        };
      }),
    );
    await tx.insert(messages).values(
      conversation.lines.map((line, i) => ({
        id: uuidv7(),
        roomId,
        senderId: world.users[line[2]],
        message: line[3],
        createdAt: times[i]!,
        updatedAt: times[i]!,
      })),
    );
    messageCount += conversation.lines.length;
  }
  return { roomIds, messageCount };
}
