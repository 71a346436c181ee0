import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { files } from './files.ts';
import { groups, kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

export const roomKindEnum = pgEnum('room_kind', ['group', 'private']);

/** A group room, or the private conversation of two users (kind `private`, exactly two members). */
export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    kind: roomKindEnum('kind').notNull().default('group'),
    name: text('name').notNull().default(''),
    groupId: uuid('group_id').references(() => groups.id),
    ...syncColumns(),
  },
  (t) => [index('rooms_kindergarten_idx').on(t.kindergartenId)],
);

export const roomMembers = pgTable(
  'room_members',
  {
    id: id(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('room_members_room_user_idx').on(t.roomId, t.userId),
    index('room_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    ...syncColumns(),
  },
  (t) => [
    index('messages_room_idx').on(t.roomId, t.createdAt),
    index('messages_room_version_idx').on(t.roomId, t.version),
    index('messages_version_idx').on(t.version),
    uniqueIndex('messages_attachment_idx')
      .on(t.attachmentFileId)
      .where(sql`${t.attachmentFileId} is not null`),
  ],
);
