import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import { kindergartens, messages, notifications, roomMembers, rooms, users } from '../db/schema/index.ts';
import { syncTableSpecs } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

export type RoomRow = SyncRow<'rooms'>;
export type RoomMemberRow = SyncRow<'room_members'>;
export type MessageRow = SyncRow<'messages'>;
export type ChatUserRow = SyncRow<'users'>;
export type UnreadCount = {
  roomId: string;
  kind: 'group' | 'private';
  lastReadAt: string | null;
  lastMessageAt: string | null;
  unread: number;
};

const roomColumns = syncTableSpecs.rooms.columns as () => Record<string, never>;
/** A member's read cursor reaches others only while that member sends read receipts (server/entities/room-members.ts). */
const memberColumns = (viewerId: string) =>
  syncTableSpecs.room_members.columns({ userId: viewerId } as Viewer) as Record<string, never>;
/** No user: what every member may see. */
const nobody = '00000000-0000-0000-0000-000000000000';
const sendsReceiptsOrHasNoCursor = sql`(${roomMembers.lastReadAt} is null or exists (select 1 from ${users} where ${users.id} = ${roomMembers.userId} and ${users.readReceipts}))`;
const messageColumns = syncTableSpecs.messages.columns as () => Record<string, never>;
const roomRow = (row: Record<string, unknown>) => toWireRow<RoomRow>(row);
const memberRow = (row: Record<string, unknown>) => toWireRow<RoomMemberRow>(row);
const messageRow = (row: Record<string, unknown>) => toWireRow<MessageRow>(row);
const liveMembership = (userId: string) =>
  sql`(select ${roomMembers.roomId} from ${roomMembers} where ${roomMembers.userId} = ${userId} and ${roomMembers.deletedAt} is null)`;
/** The wire carries milliseconds: compare at that precision so a client counting its rows agrees (contract/chat.ts). */
const sentAfterRead = sql`(${roomMembers.lastReadAt} is null or date_trunc('milliseconds', ${messages.createdAt}) > ${roomMembers.lastReadAt})`;
const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** Rooms, memberships (with read state) and messages. The only place with chat SQL. */
export function chatRepository(db: Db) {
  return {
    /** A live room (any kindergarten) with the viewer's live membership, in one round trip. */
    async findRoomWithMembership(
      viewer: Viewer,
      id: string,
    ): Promise<{ room: RoomRow; member: RoomMemberRow | undefined } | undefined> {
      const [row] = await db
        .select({ room: roomColumns(), member: memberColumns(viewer.userId) })
        .from(rooms)
        .leftJoin(
          roomMembers,
          and(eq(roomMembers.roomId, rooms.id), eq(roomMembers.userId, viewer.userId), isNull(roomMembers.deletedAt)),
        )
        .where(and(eq(rooms.id, id), isNull(rooms.deletedAt)));
      if (!row) return undefined;
      return { room: roomRow(row.room), member: row.member ? memberRow(row.member) : undefined };
    },

    /** Live rooms the user is a live member of. */
    async roomsOf(userId: string): Promise<RoomRow[]> {
      const rows = await db
        .select(roomColumns())
        .from(rooms)
        .where(and(isNull(rooms.deletedAt), sql`${rooms.id} in ${liveMembership(userId)}`));
      return rows.map(roomRow);
    },

    /** The rooms' live members as `viewerId` may see them. */
    async liveMembers(roomIds: string[], viewerId: string): Promise<RoomMemberRow[]> {
      if (roomIds.length === 0) return [];
      const rows = await db
        .select(memberColumns(viewerId))
        .from(roomMembers)
        .where(and(inArray(roomMembers.roomId, roomIds), isNull(roomMembers.deletedAt)))
        .orderBy(asc(roomMembers.createdAt), asc(roomMembers.id));
      return rows.map(memberRow);
    },

    /**
     * The live members a broadcast to the whole room may carry as they are. A member whose cursor is hidden from
     * others is left out rather than sent blanked: their own devices would store the blank at the same version.
     */
    async announcedMembers(roomIds: string[]): Promise<RoomMemberRow[]> {
      if (roomIds.length === 0) return [];
      const rows = await db
        .select(memberColumns(nobody))
        .from(roomMembers)
        .where(and(inArray(roomMembers.roomId, roomIds), isNull(roomMembers.deletedAt), sendsReceiptsOrHasNoCursor))
        .orderBy(asc(roomMembers.createdAt), asc(roomMembers.id));
      return rows.map(memberRow);
    },

    /** Whether the user lets others see when they read. */
    async sendsReadReceipts(userId: string): Promise<boolean> {
      const [row] = await db.select({ on: users.readReceipts }).from(users).where(eq(users.id, userId));
      return row?.on ?? false;
    },

    /** The newest live message of each room. */
    async lastMessages(roomIds: string[]): Promise<Map<string, MessageRow>> {
      if (roomIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([messages.roomId], messageColumns())
        .from(messages)
        .where(and(inArray(messages.roomId, roomIds), isNull(messages.deletedAt)))
        .orderBy(messages.roomId, desc(messages.createdAt), desc(messages.id));
      return new Map(
        rows.map((row) => {
          const message = messageRow(row);
          return [message.room_id, message];
        }),
      );
    },

    /** Per room the user is in: messages from others after their `last_read_at`, and when the newest was sent. */
    async unreadCounts(userId: string): Promise<UnreadCount[]> {
      const unread = sql<number>`count(${messages.id}) filter (where ${messages.senderId} <> ${userId} and ${sentAfterRead})`;
      const rows = await db
        .select({
          roomId: rooms.id,
          kind: rooms.kind,
          lastReadAt: roomMembers.lastReadAt,
          lastMessageAt: sql<string | null>`max(${messages.createdAt})`,
          unread,
        })
        .from(roomMembers)
        .innerJoin(rooms, and(eq(rooms.id, roomMembers.roomId), isNull(rooms.deletedAt)))
        .leftJoin(messages, and(eq(messages.roomId, rooms.id), isNull(messages.deletedAt)))
        .where(and(eq(roomMembers.userId, userId), isNull(roomMembers.deletedAt)))
        .groupBy(rooms.id, rooms.kind, roomMembers.lastReadAt);
      return rows.map((row) => ({
        roomId: row.roomId,
        kind: row.kind,
        lastReadAt: isoOrNull(row.lastReadAt),
        lastMessageAt: isoOrNull(row.lastMessageAt),
        unread: Number(row.unread),
      }));
    },

    /** Up to `limit` live messages before `before` (or the newest), oldest first, and whether older ones exist. */
    async messagesPage(
      roomId: string,
      before: MessageRow | undefined,
      limit: number,
    ): Promise<{ messages: MessageRow[]; hasMore: boolean }> {
      const older = before
        ? or(
            lt(messages.createdAt, sql`${before.created_at}::timestamptz`),
            and(eq(messages.createdAt, sql`${before.created_at}::timestamptz`), lt(messages.id, before.id)),
          )
        : undefined;
      const rows = await db
        .select(messageColumns())
        .from(messages)
        .where(and(eq(messages.roomId, roomId), isNull(messages.deletedAt), older))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      return { messages: rows.slice(0, limit).reverse().map(messageRow), hasMore: rows.length > limit };
    },

    /** The id of the message that carries this file, if any (deleted or not: a file is attached once). */
    async messageCarrying(fileId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: messages.id }).from(messages).where(eq(messages.attachmentFileId, fileId));
      return row?.id;
    },

    /** The files the room's messages carry, deleted messages' too (their thumbnails are found by the file rows). */
    async attachmentsInRoom(roomId: string): Promise<string[]> {
      const rows = await db
        .select({ id: messages.attachmentFileId })
        .from(messages)
        .where(and(eq(messages.roomId, roomId), isNotNull(messages.attachmentFileId)));
      return rows.map((row) => row.id!);
    },

    /** Any message with this id, deleted or not (a client-chosen id may repeat). */
    async findAnyMessage(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select(messageColumns()).from(messages).where(eq(messages.id, id));
      return row && messageRow(row);
    },

    /** Inserts unless the id exists; undefined then. */
    async insertMessage(input: {
      id: string;
      roomId: string;
      senderId: string;
      message: string;
      attachmentFileId?: string | null;
    }): Promise<MessageRow | undefined> {
      const [row] = await db
        .insert(messages)
        .values(input)
        .onConflictDoNothing({ target: messages.id })
        .returning(messageColumns());
      return row && messageRow(row);
    },

    /** The live private room of the viewer's kindergarten that the viewer and their partner are live members of. */
    async findPrivateRoom(viewer: Viewer, partnerId: string): Promise<RoomRow | undefined> {
      const [row] = await db
        .select(roomColumns())
        .from(rooms)
        .where(
          and(
            eq(rooms.kindergartenId, viewer.kindergartenId),
            eq(rooms.kind, 'private'),
            isNull(rooms.deletedAt),
            sql`${rooms.id} in ${liveMembership(viewer.userId)}`,
            sql`${rooms.id} in ${liveMembership(partnerId)}`,
          ),
        )
        .orderBy(asc(rooms.createdAt), asc(rooms.id))
        .limit(1);
      return row && roomRow(row);
    },

    /**
     * Creates the private room `id` of the two users, or does nothing where it (or a membership) already exists: a
     * concurrent first message with the same deterministic id waits on the key and then finds the room made.
     */
    async ensurePrivateRoom(input: {
      id: string;
      kindergartenId: string;
      userIds: [string, string];
    }): Promise<RoomRow> {
      await db
        .insert(rooms)
        .values({ id: input.id, kindergartenId: input.kindergartenId, kind: 'private' })
        .onConflictDoNothing({ target: rooms.id });
      await db
        .insert(roomMembers)
        .values(input.userIds.map((userId) => ({ id: privateMemberId(input.id, userId), roomId: input.id, userId })))
        .onConflictDoNothing();
      const [row] = await db.select(roomColumns()).from(rooms).where(eq(rooms.id, input.id));
      return roomRow(row!);
    },

    /**
     * Moves the member's `last_read_at` forward to `upTo` (milliseconds, as the wire carries it), never back; null
     * when not a member.
     */
    async markRead(roomId: string, userId: string, upTo: Date): Promise<RoomMemberRow | undefined> {
      const member = and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, userId), isNull(roomMembers.deletedAt));
      const readAt = sql`date_trunc('milliseconds', ${upTo.toISOString()}::timestamptz)`;
      const [updated] = await db
        .update(roomMembers)
        .set({ lastReadAt: readAt })
        .where(and(member, sql`(${roomMembers.lastReadAt} is null or ${roomMembers.lastReadAt} < ${readAt})`))
        .returning(memberColumns(userId));
      if (updated) return memberRow(updated);
      const [current] = await db.select(memberColumns(userId)).from(roomMembers).where(member);
      return current && memberRow(current);
    },

    /** Messages from others in the room after the member's `last_read_at`. */
    async unreadIn(roomId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: sql<number>`count(*)` })
        .from(messages)
        .innerJoin(
          roomMembers,
          and(eq(roomMembers.roomId, messages.roomId), eq(roomMembers.userId, userId), isNull(roomMembers.deletedAt)),
        )
        .where(
          and(eq(messages.roomId, roomId), ne(messages.senderId, userId), isNull(messages.deletedAt), sentAfterRead),
        );
      return Number(row?.unread ?? 0);
    },

    /**
     * The user's unread message notifications about this conversation become read: those naming the room, and for a
     * private room those naming the other person (`/chat/{id}`). Answers how many.
     */
    async markMessageNotificationsRead(userId: string, roomId: string, partnerId?: string): Promise<number> {
      const aboutRoom = sql`${notifications.data}->>'roomId' = ${roomId}`;
      const about = partnerId ? or(aboutRoom, sql`${notifications.data}->>'chatId' = ${partnerId}`) : aboutRoom;
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, 'message'),
            isNull(notifications.readAt),
            isNull(notifications.deletedAt),
            about,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** When the room's newest live message was sent, at full precision. */
    async newestMessageAt(roomId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: messages.createdAt })
        .from(messages)
        .where(and(eq(messages.roomId, roomId), isNull(messages.deletedAt)))
        .orderBy(desc(messages.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /** Live users of the viewer's kindergarten, as /api/sync sends them (a phone only when published). */
    async usersOfKindergarten(viewer: Viewer, ids?: string[]): Promise<ChatUserRow[]> {
      if (ids && ids.length === 0) return [];
      const rows = await db
        .select(syncTableSpecs.users.columns(viewer) as Record<string, never>)
        .from(users)
        .where(
          and(
            eq(users.kindergartenId, viewer.kindergartenId),
            isNull(users.deletedAt),
            ids ? inArray(users.id, [...new Set(ids)]) : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
      return rows.map((row) => toWireRow<ChatUserRow>(row));
    },

    /** Names in the order of `ids` (empty for an unknown id). */
    async userNames(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
      const names = new Map(rows.map((row) => [row.id, row.name]));
      return ids.map((id) => names.get(id) ?? '');
    },

    async allowsParentChat(kindergartenId: string): Promise<boolean> {
      const [row] = await db
        .select({ allow: kindergartens.allowParentChat })
        .from(kindergartens)
        .where(eq(kindergartens.id, kindergartenId));
      return row?.allow ?? false;
    },

    /** Other user id → the live private room the user shares with them. */
    async privatePartners(userId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ roomId: roomMembers.roomId, userId: roomMembers.userId })
        .from(roomMembers)
        .innerJoin(rooms, and(eq(rooms.id, roomMembers.roomId), eq(rooms.kind, 'private'), isNull(rooms.deletedAt)))
        .where(
          and(
            sql`${roomMembers.roomId} in ${liveMembership(userId)}`,
            ne(roomMembers.userId, userId),
            isNull(roomMembers.deletedAt),
          ),
        )
        .orderBy(asc(rooms.createdAt));
      const map = new Map<string, string>();
      for (const row of rows) if (!map.has(row.userId)) map.set(row.userId, row.roomId);
      return map;
    },

    /** Live members of the room but `exceptUserId`: who hears of a new message. */
    async otherMemberIds(roomId: string, exceptUserId: string): Promise<string[]> {
      const rows = await db
        .select({ id: roomMembers.userId })
        .from(roomMembers)
        .innerJoin(users, and(eq(users.id, roomMembers.userId), isNull(users.deletedAt)))
        .where(
          and(eq(roomMembers.roomId, roomId), ne(roomMembers.userId, exceptUserId), isNull(roomMembers.deletedAt)),
        );
      return rows.map((row) => row.id);
    },
  };
}

/** A membership id of a private room derived from room and user, so a repeated creation inserts nothing new. */
function privateMemberId(roomId: string, userId: string): string {
  return derivedUuid(`private-member:${roomId}:${userId}`);
}

/**
 * A UUID (version 8, RFC 9562 "custom") from SHA-256 of `name`: the same input gives the same id everywhere, which
 * makes "create the private room of these two" a plain insert on the primary key, safe against a concurrent twin.
 */
export function derivedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export type ChatRepository = ReturnType<typeof chatRepository>;
