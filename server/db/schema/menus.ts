import { boolean, date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { kindergartens } from './kindergartens.ts';

/** One day of the meal menu of a kindergarten. */
export const menuDays = pgTable(
  'menu_days',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    date: date('date', { mode: 'string' }).notNull(),
    breakfast: text('breakfast').notNull().default(''),
    lunch: text('lunch').notNull().default(''),
    snack: text('snack').notNull().default(''),
    allergens: text('allergens').array().notNull().default([]),
    vegetarian: boolean('vegetarian').notNull().default(false),
    published: boolean('published').notNull().default(true),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('menu_days_kindergarten_date_idx').on(t.kindergartenId, t.date)],
);
