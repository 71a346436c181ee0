import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { children, groups, kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

/** A roll call of a group or an outing on one day (contract/roll-calls.ts). */
export const rollCalls = pgTable(
  'roll_calls',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    groupId: uuid('group_id').references(() => groups.id),
    label: text('label').notNull().default(''),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...syncColumns(),
  },
  (t) => [
    index('roll_calls_kindergarten_day_idx').on(t.kindergartenId, t.day),
    // GET /api/sync reads a kindergarten's roll calls by version.
    index('roll_calls_kindergarten_version_idx').on(t.kindergartenId, t.version),
  ],
);

/** One child of a roll call: a row each, so ticks of different children on two devices never overwrite each other. */
export const rollCallEntries = pgTable(
  'roll_call_entries',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    rollCallId: uuid('roll_call_id')
      .notNull()
      .references(() => rollCalls.id),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id),
    present: boolean('present').notNull().default(false),
    reportedAbsent: boolean('reported_absent').notNull().default(false),
    note: text('note').notNull().default(''),
    markedBy: uuid('marked_by').references(() => users.id),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('roll_call_entries_child_idx').on(t.rollCallId, t.childId),
    index('roll_call_entries_kindergarten_version_idx').on(t.kindergartenId, t.version),
  ],
);
