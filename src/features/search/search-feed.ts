import type { SyncRows } from '#contract/sync-rows';
import type { Table } from 'dexie';
import { db } from '../../db/kita-db.ts';
import {
  searchDocumentId,
  searchDocumentOf,
  searchedTables,
  type SearchDocument,
  type SearchedTable,
} from './search-documents.ts';

/** Where documents go: the index, in the worker or on this thread. */
export interface SearchSink {
  put(documents: SearchDocument[]): void;
  remove(ids: string[]): void;
}

type ContentTranslation = SyncRows['content_translations'];
type AnyRow = SyncRows[SearchedTable];

const isSearched = (table: string): table is SearchedTable => (searchedTables as string[]).includes(table);
const tableOf = (table: SearchedTable) => db.table(table) as Table<AnyRow, string>;

function documentsOf(table: SearchedTable, rows: readonly AnyRow[], translations: Map<string, ContentTranslation[]>) {
  return rows.flatMap((row) => searchDocumentOf(table, row, translations.get(row.id)) ?? []);
}

/**
 * Puts every searchable row on the device into `sink`, a table at a time in batches, and returns how many documents
 * that made. Rows come as the server let this user see them (and as the user wrote them offline).
 */
export async function loadSearchDocuments(sink: SearchSink, batchSize = 2000): Promise<number> {
  const translations = new Map<string, Map<string, ContentTranslation[]>>();
  await db.content_translations.each((translation) => {
    const bySource = translations.get(translation.source_table) ?? new Map<string, ContentTranslation[]>();
    bySource.set(translation.source_id, [...(bySource.get(translation.source_id) ?? []), translation]);
    translations.set(translation.source_table, bySource);
  });
  let count = 0;
  for (const table of searchedTables) {
    const rows = await tableOf(table).toArray();
    for (let start = 0; start < rows.length; start += batchSize) {
      const documents = documentsOf(table, rows.slice(start, start + batchSize), translations.get(table) ?? new Map());
      if (documents.length > 0) sink.put(documents);
      count += documents.length;
    }
  }
  return count;
}

/** Reads the touched rows as they are now (after the writes that touched them committed) and passes them on. */
async function refresh(sink: SearchSink, touched: Map<SearchedTable, Set<string>>): Promise<void> {
  for (const [table, idSet] of touched) {
    const ids = [...idSet];
    const rows = await tableOf(table).bulkGet(ids);
    const found = await db.content_translations
      .where('[source_table+source_id]')
      .anyOf(ids.map((rowId) => [table, rowId]))
      .toArray();
    const translations = new Map<string, ContentTranslation[]>();
    for (const row of found) translations.set(row.source_id, [...(translations.get(row.source_id) ?? []), row]);
    const documents = documentsOf(
      table,
      rows.filter((row) => row !== undefined),
      translations,
    );
    const kept = new Set(documents.map((document) => document.id));
    const gone = ids.map((rowId) => searchDocumentId(table, rowId)).filter((documentId) => !kept.has(documentId));
    if (documents.length > 0) sink.put(documents);
    if (gone.length > 0) sink.remove(gone);
  }
}

/**
 * Keeps `sink` up to date with every write to the searched tables and their translations, whoever writes (a pull, a
 * realtime event, a write's answer, a command, sign-out): Dexie's table hooks see them all without the sync engine
 * knowing about search. A hook runs inside the write's transaction, so it only notes the row; shortly after, the
 * rows are read again, and a read transaction opened then sees what committed (a rolled-back write leaves no trace).
 * Returns the function that stops following.
 */
export function followSearchedRows(sink: SearchSink, delay = 50): () => void {
  let touched = new Map<SearchedTable, Set<string>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = Promise.resolve();
  const touch = (table: string, rowId: unknown) => {
    if (!isSearched(table) || typeof rowId !== 'string') return;
    touched.set(table, (touched.get(table) ?? new Set()).add(rowId));
    timer ??= setTimeout(() => {
      timer = undefined;
      const batch = touched;
      touched = new Map();
      running = running
        .then(() => refresh(sink, batch))
        .catch((error: unknown) => console.warn('search: changed rows not indexed', error));
    }, delay);
  };
  const unsubscribes: (() => void)[] = [];
  const follow = (table: Table, onRow: (key: unknown, row: unknown) => void) => {
    const creating = (key: unknown, row: unknown) => void onRow(key, row);
    const updating = (_changes: unknown, key: unknown, row: unknown) => void onRow(key, row);
    const deleting = (key: unknown, row: unknown) => void onRow(key, row);
    table.hook('creating', creating);
    table.hook('updating', updating);
    table.hook('deleting', deleting);
    unsubscribes.push(() => {
      table.hook('creating').unsubscribe(creating);
      table.hook('updating').unsubscribe(updating);
      table.hook('deleting').unsubscribe(deleting);
    });
  };
  for (const table of searchedTables) follow(db.table(table), (key, row) => touch(table, key ?? (row as AnyRow).id));
  follow(db.content_translations, (_key, row) => {
    const translation = row as ContentTranslation;
    touch(translation.source_table, translation.source_id);
  });
  return () => {
    clearTimeout(timer);
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
