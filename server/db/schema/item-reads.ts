import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

/**
 * That a user opened a news item, event or post (contract/item-reads.ts): one row per user and item. `item_id` has
 * no foreign key because it points into one of three tables, named by `item_kind`.
 */
export const itemReads = pgTable(
  'item_reads',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    itemKind: text('item_kind', { enum: ['news', 'event', 'post'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('item_reads_user_item_idx').on(t.userId, t.itemKind, t.itemId),
    index('item_reads_item_idx').on(t.itemKind, t.itemId),
    // GET /api/sync reads one's own reads and, for staff, the kindergarten's by version.
    index('item_reads_user_version_idx').on(t.userId, t.version),
    index('item_reads_kindergarten_version_idx').on(t.kindergartenId, t.version),
  ],
);
