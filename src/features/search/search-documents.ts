import type { SyncRows } from '#contract/sync-rows';
import {
  translatableFields,
  translationSourceHash,
  type TranslatableSource,
  type TranslatableTable,
} from '#contract/translation-fields';

export type SearchKind = 'post' | 'comment' | 'news' | 'event' | 'menu' | 'message';

/** The tables search reads, each as the kind of result it gives. */
export const searchKindOf = {
  blackboard_posts: 'post',
  comments: 'comment',
  news: 'news',
  events: 'event',
  menu_days: 'menu',
  messages: 'message',
} as const satisfies Record<TranslatableTable, SearchKind>;

export type SearchedTable = keyof typeof searchKindOf;
export const searchedTables = Object.keys(searchKindOf) as SearchedTable[];

/** One item as the index holds it: its texts as written, and the device's translation of them. */
export interface SearchDocument {
  /** `<table>:<row id>`: unique over all searched tables. */
  id: string;
  kind: SearchKind;
  rowId: string;
  /** The post of a comment, the room of a message. */
  parentId: string | null;
  /** The day or moment the item is about or was written (ISO). */
  date: string;
  title: string;
  text: string;
  translation: string;
  translationLang: string | null;
}

type ContentTranslation = SyncRows['content_translations'];
type Row<T extends SearchedTable> = SyncRows[T];

export const searchDocumentId = (table: SearchedTable, rowId: string) => `${table}:${rowId}`;

function placeOf(table: SearchedTable, row: Row<SearchedTable>): { date: string; parentId: string | null } | null {
  switch (table) {
    case 'news':
    case 'events': {
      const publication = row as Row<'events'>;
      if (publication.published_at === null) return null;
      return { date: table === 'events' ? publication.starts_at : publication.published_at, parentId: null };
    }
    case 'menu_days': {
      const day = row as Row<'menu_days'>;
      return day.published ? { date: day.date, parentId: null } : null;
    }
    case 'comments':
      return { date: row.created_at, parentId: (row as Row<'comments'>).post_id };
    case 'messages':
      return { date: row.created_at, parentId: (row as Row<'messages'>).room_id };
    case 'blackboard_posts':
      return { date: row.created_at, parentId: null };
  }
}

/**
 * The document of a row, with the texts of those of `translations` that were made from its current text (an
 * edited item is not found by words of its old translation). Null for what a reader does not see as an item: a
 * removed row, a publication's or menu day's draft.
 */
export function searchDocumentOf(
  table: SearchedTable,
  row: Row<SearchedTable>,
  translations: readonly ContentTranslation[] = [],
): SearchDocument | null {
  if (row.deleted_at !== null) return null;
  const place = placeOf(table, row);
  if (!place) return null;
  const fields = translatableFields(table, row as unknown as TranslatableSource[typeof table]);
  const { title = '', ...rest } = fields;
  const current = translations.filter((translation) => translation.status === 'translated' && !translation.deleted_at);
  const hash = current.length > 0 ? translationSourceHash(fields) : '';
  const matching = current.filter((translation) => translation.source_hash === hash);
  return {
    id: searchDocumentId(table, row.id),
    kind: searchKindOf[table],
    rowId: row.id,
    parentId: place.parentId,
    date: place.date,
    title,
    text: Object.values(rest).join('\n'),
    translation: matching.map((translation) => Object.values(translation.fields).join('\n')).join('\n'),
    translationLang: matching[0]?.target_lang ?? null,
  };
}
