import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from '#contract/user';
import { id, syncColumns } from './columns.ts';
import { children, kindergartens } from './kindergartens.ts';

export const roleEnum = pgEnum('role', roles);

export const users = pgTable(
  'users',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    /** An e-mail address, stored lower-case. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    role: roleEnum('role').notNull(),
    /** UI language (a locale code). */
    language: text('language').notNull().default('de'),
    /** Translation target for content, null = no translation. */
    googleLanguage: text('google_language'),
    pushNotification: boolean('push_notification').notNull().default(false),
    phone: text('phone').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    /** Staff whose contact the kindergarten publishes on its contact page. */
    contactPublic: boolean('contact_public').notNull().default(false),
    /** Staff quiet hours (contract/staff.ts): no push from `from` to `until` (HH:MM, kindergarten time zone) while on. */
    quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(false),
    quietHoursFrom: text('quiet_hours_from').notNull().default('20:00'),
    quietHoursUntil: text('quiet_hours_until').notNull().default('07:00'),
    /** Others see when the user read a chat (room_members.last_read_at); off: hidden from them. */
    readReceipts: boolean('read_receipts').notNull().default(true),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    index('users_kindergarten_idx').on(t.kindergartenId),
  ],
);

/** Which parent (user) is a guardian of which child. */
export const guardians = pgTable(
  'guardians',
  {
    id: id(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    relation: text('relation').notNull().default(''),
    /** Whether the kindergarten's letters (news, events) for this child reach this guardian (contract/family-rules.ts). */
    receivesLetters: boolean('receives_letters').notNull().default(true),
    /** Whether this guardian may answer those letters for the child. */
    mayAnswer: boolean('may_answer').notNull().default(true),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('guardians_child_user_idx').on(t.childId, t.userId), index('guardians_user_idx').on(t.userId)],
);
