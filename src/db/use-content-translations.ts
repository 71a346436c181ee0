import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { TranslatableSource, TranslatableTable } from '#contract/translation-fields';
import { readSignedInUser } from './session-store.ts';
import {
  selectTranslation,
  translationRowsOf,
  type ContentTranslation,
  type TranslationView,
} from './content-translations.ts';

/** The translation rows of a list's items, and the viewer's translation language (null: none chosen). */
export interface ListTranslations {
  targetLang: string | null;
  rows: ReadonlyMap<string, ContentTranslation>;
}

const noTranslations: ListTranslations = { targetLang: null, rows: new Map() };

/**
 * The translations of the items a screen shows, in one live query per list (the visible rows of a long list, not
 * each row on its own). Follows the synced rows, so a translation that arrives later replaces the original at once.
 */
export function useContentTranslations(table: TranslatableTable, ids: readonly string[]): ListTranslations {
  const key = ids.join(',');
  return (
    useLiveQuery(async () => {
      const targetLang = (await readSignedInUser())?.google_translation_language ?? null;
      if (targetLang === null) return noTranslations;
      return { targetLang, rows: await translationRowsOf(table, key === '' ? [] : key.split(','), targetLang) };
    }, [table, key]) ?? noTranslations
  );
}

/** One item as shown: the translated text by default, the original after one tap on the item's toggle. */
export interface TranslatedItem {
  view: TranslationView | undefined;
  showOriginal: boolean;
  toggle: () => void;
  /** The text to show for a field (`translatableFields` key), given the original. */
  text: (key: string, original: string) => string;
  /** The language of what is shown, for the `lang` attribute (undefined: the original of an untranslated item). */
  lang: string | undefined;
}

/** `item` may still be loading (undefined) or gone (null): hooks run before a screen's early returns. */
export function useTranslatedItem<T extends TranslatableTable>(
  table: T,
  item: (TranslatableSource[T] & { id: string }) | null | undefined,
  translations: ListTranslations,
): TranslatedItem {
  const row = item ? translations.rows.get(item.id) : undefined;
  const view = useMemo(
    () => (item ? selectTranslation(table, item, row, translations.targetLang) : undefined),
    [table, item, row, translations.targetLang],
  );
  const [showOriginal, setShowOriginal] = useState(false);
  const translated = view?.state === 'translated' ? view : undefined;
  const showing = translated && !showOriginal ? translated : undefined;
  return {
    view,
    showOriginal,
    toggle: () => setShowOriginal((shown) => !shown),
    text: (key, original) => (showing ? (showing.fields[key] ?? original) : original),
    lang: showing
      ? showing.targetLang
      : translated && translated.sourceLang !== 'und'
        ? translated.sourceLang
        : undefined,
  };
}
