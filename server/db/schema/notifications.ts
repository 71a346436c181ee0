import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** message | event | news | blackboard | reminder */
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** What to open, e.g. {roomId} or {eventId}. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...syncColumns(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_user_version_idx').on(t.userId, t.version),
    /** One chat notification per user and conversation (`data.url`), updated in place by each new message. */
    uniqueIndex('notifications_message_conversation_idx')
      .on(t.userId, sql`(${t.data}->>'url')`)
      .where(sql`${t.kind} = 'message' and ${t.deletedAt} is null`),
  ],
);
