import { boolean, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';

export const kindergartens = pgTable('kindergartens', {
  id: id(),
  name: text('name').notNull(),
  street: text('street').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  /** Free text per weekday, e.g. "Mo–Fr 7:00–17:00". */
  openingHours: text('opening_hours').notNull().default(''),
  imprint: text('imprint').notNull().default(''),
  dataProtection: text('data_protection').notNull().default(''),
  terms: text('terms').notNull().default(''),
  /** Whether parents may write to other parents in private chat. */
  allowParentChat: boolean('allow_parent_chat').notNull().default(false),
  /** IANA zone of the kindergarten's calendar (contract/zoned-time.ts); null = the server's TIME_ZONE. */
  timeZone: text('time_zone'),
  ...syncColumns(),
});

export const groups = pgTable(
  'groups',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    name: text('name').notNull(),
    color: text('color').notNull().default(''),
    ...syncColumns(),
  },
  (t) => [index('groups_kindergarten_idx').on(t.kindergartenId)],
);

export const children = pgTable(
  'children',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    groupId: uuid('group_id').references(() => groups.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    ...syncColumns(),
  },
  (t) => [index('children_kindergarten_idx').on(t.kindergartenId), index('children_group_idx').on(t.groupId)],
);
