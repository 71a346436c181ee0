import { date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { absenceReasons } from '#contract/absence-rules';
import { id, syncColumns } from './columns.ts';
import { children, kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

export const absenceReasonEnum = pgEnum('absence_reason', absenceReasons);

export const absences = pgTable(
  'absences',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id),
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => users.id),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    /** The category the API calls `reason`; rows seeded before it existed count as `other`. */
    category: absenceReasonEnum('category').notNull().default('other'),
    /** The free text the API calls `note` (the column predates the category). Guardians and staff see it. */
    reason: text('reason').notNull().default(''),
    ...syncColumns(),
  },
  (t) => [
    index('absences_child_idx').on(t.childId, t.from),
    index('absences_kindergarten_idx').on(t.kindergartenId, t.from),
    // GET /api/sync reads a kindergarten's absences by version.
    index('absences_kindergarten_version_idx').on(t.kindergartenId, t.version),
  ],
);
