import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { children, kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

export const absences = pgTable(
  'absences',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id').notNull().references(() => kindergartens.id),
    childId: uuid('child_id').notNull().references(() => children.id),
    reportedBy: uuid('reported_by').notNull().references(() => users.id),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    /** Visible to the reporting parent and to staff only. */
    reason: text('reason').notNull().default(''),
    ...syncColumns(),
  },
  (t) => [index('absences_child_idx').on(t.childId, t.from), index('absences_kindergarten_idx').on(t.kindergartenId, t.from)],
);
