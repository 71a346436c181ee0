import type { SyncRows } from '#contract/sync-rows';
import type { TranslatableSource, TranslatableTable } from '#contract/translation-fields';
import { translatableFields, translationSourceHash } from '#contract/translation-fields';
import { db } from './kita-db.ts';

export type ContentTranslation = SyncRows['content_translations'];

/**
 * What an item shows of its translation: the translated texts (by field key, as `translatableFields`) with the
 * detected language of the original, or a note that the day's translation allowance is used up. No view: the
 * original alone, as without translation.
 */
export type TranslationView =
  { state: 'translated'; sourceLang: string; targetLang: string; fields: Record<string, string> } | { state: 'later' };

/**
 * The view of one item, from its translation row (if this device has one). A translation counts only for the
 * viewer's translation language and only while it was made from the item's current text: an edited original is
 * never shown with a translation of its older version.
 */
export function selectTranslation<T extends TranslatableTable>(
  table: T,
  item: TranslatableSource[T],
  row: ContentTranslation | undefined,
  targetLang: string | null,
): TranslationView | undefined {
  if (!row || targetLang === null || row.deleted_at !== null) return undefined;
  if (row.source_table !== table || row.target_lang !== targetLang) return undefined;
  if (row.status !== 'translated' && row.status !== 'budget_exhausted') return undefined;
  if (row.source_hash !== translationSourceHash(translatableFields(table, item))) return undefined;
  return row.status === 'translated'
    ? { state: 'translated', sourceLang: row.source_lang, targetLang: row.target_lang, fields: row.fields }
    : { state: 'later' };
}

/**
 * The translation rows of the listed items into `targetLang`, by item id: one indexed read for a whole visible
 * list, none at all without a translation language.
 */
export async function translationRowsOf(
  table: TranslatableTable,
  ids: readonly string[],
  targetLang: string | null,
): Promise<Map<string, ContentTranslation>> {
  const rows = new Map<string, ContentTranslation>();
  if (targetLang === null || ids.length === 0) return rows;
  const found = await db.content_translations
    .where('[source_table+source_id]')
    .anyOf(ids.map((id) => [table, id]))
    .toArray();
  for (const row of found) if (row.target_lang === targetLang && row.deleted_at === null) rows.set(row.source_id, row);
  return rows;
}
