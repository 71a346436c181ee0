import { boolean, date, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MenuAllergenCode } from '#contract/menu-rules';
import type { MenuDayContent } from '#contract/menu-day';
import { id, syncColumns } from './columns.ts';
import { kindergartens } from './kindergartens.ts';

/**
 * One day of the meal menu of a kindergarten. The dish columns hold what parents see once `published`; `draft` holds
 * staff's changes to a published day until the week is published again.
 */
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
    allergens: text('allergens').array().$type<MenuAllergenCode[]>().notNull().default([]),
    allergenNote: text('allergen_note').notNull().default(''),
    vegetarian: boolean('vegetarian').notNull().default(false),
    published: boolean('published').notNull().default(true),
    draft: jsonb('draft').$type<MenuDayContent>(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('menu_days_kindergarten_date_idx').on(t.kindergartenId, t.date)],
);
