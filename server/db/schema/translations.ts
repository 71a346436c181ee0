import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, syncColumns } from './columns.ts';
import { kindergartens } from './kindergartens.ts';

/**
 * Machine translations of content: one row per item and target language, synced to the viewers who may
 * see the item and read that language (`contract/sync-rows.ts`, `contentTranslationRowSchema`). Written after the
 * content's own write has committed, never in its transaction.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    /** blackboard_posts | comments | news | events | messages | menu_days */
    sourceTable: text('source_table').notNull(),
    sourceId: uuid('source_id').notNull(),
    targetLang: text('target_lang').notNull(),
    /** Detected language of the original; `und` when unknown. */
    sourceLang: text('source_lang').notNull().default('und'),
    /** translated | same_language | budget_exhausted | failed */
    status: text('status').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    /** `translationSourceHash` of the texts it was made from. */
    sourceHash: text('source_hash').notNull(),
    /** Failed attempts in a row; the worker retries later with a growing pause. */
    attempts: integer('attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('content_translations_item_lang_idx').on(t.sourceTable, t.sourceId, t.targetLang),
    index('content_translations_kindergarten_version_idx').on(t.kindergartenId, t.version),
    index('content_translations_retry_idx').on(t.status, t.retryAt),
  ],
);

/**
 * Provider answers, shared by every item and kindergarten: one text (by SHA-256 of the text) in one target language.
 * A second request for the same text costs no provider call.
 */
export const translationCache = pgTable(
  'translation_cache',
  {
    textHash: text('text_hash').notNull(),
    targetLang: text('target_lang').notNull(),
    sourceLang: text('source_lang').notNull(),
    translation: text('translation').notNull(),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.textHash, t.targetLang] })],
);

/** Characters sent to the provider per kindergarten and day (the day in `TIME_ZONE`), for the daily budget. */
export const translationUsage = pgTable(
  'translation_usage',
  {
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    day: text('day').notNull(),
    characters: integer('characters').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kindergartenId, t.day] })],
);
