import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { files } from './files.ts';
import { children, kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

/** A question that becomes part of the parents' feedback form. */
export type PublicationQuestion = {
  id: string;
  kind: 'yes_no' | 'choice' | 'text';
  label: string;
  options?: string[];
  required?: boolean;
};

/** What news and events share: audience, answer requirements, attachment. */
const publicationColumns = () => ({
  id: id(),
  kindergartenId: uuid('kindergarten_id')
    .notNull()
    .references(() => kindergartens.id),
  authorId: uuid('author_id').references(() => users.id),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  /** Empty = the whole kindergarten; otherwise only these groups. */
  groupIds: uuid('group_ids').array().notNull().default([]),
  attachmentFileId: uuid('attachment_file_id').references(() => files.id),
  requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
  requiresSignature: boolean('requires_signature').notNull().default(false),
  deadline: timestamp('deadline', { withTimezone: true }),
  questions: jsonb('questions').$type<PublicationQuestion[]>().notNull().default([]),
  /** Null while a draft. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /**
   * When staff last took a published item back to a draft: parents who saw it then receive a tombstone in the
   * sync. Set, it also marks an item whose audience was already told, so `group_ids` no longer change.
   */
  unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
  ...syncColumns(),
});

export const news = pgTable('news', publicationColumns(), (t) => [
  index('news_kindergarten_idx').on(t.kindergartenId, t.publishedAt),
]);

export const events = pgTable(
  'events',
  {
    ...publicationColumns(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    location: text('location').notNull().default(''),
  },
  (t) => [index('events_kindergarten_idx').on(t.kindergartenId, t.startsAt)],
);

export const confirmationStatusEnum = pgEnum('confirmation_status', ['confirmed', 'cancelled']);

/** A parent's answer to a news item or an event, per child where it applies. */
export const confirmations = pgTable(
  'confirmations',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    newsId: uuid('news_id').references(() => news.id),
    eventId: uuid('event_id').references(() => events.id),
    childId: uuid('child_id').references(() => children.id),
    status: confirmationStatusEnum('status').notNull(),
    feedback: text('feedback').notNull().default(''),
    /** Question id → answer. */
    answers: jsonb('answers').$type<Record<string, string | boolean>>().notNull().default({}),
    signatureFileId: uuid('signature_file_id').references(() => files.id),
    ...syncColumns(),
  },
  (t) => [
    // One live answer per item and child, whichever guardian gave it (a NULL child never conflicts).
    uniqueIndex('confirmations_news_idx')
      .on(t.newsId, t.childId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('confirmations_event_idx')
      .on(t.eventId, t.childId)
      .where(sql`${t.deletedAt} is null`),
    index('confirmations_user_idx').on(t.userId),
    index('confirmations_kindergarten_version_idx').on(t.kindergartenId, t.version),
  ],
);
