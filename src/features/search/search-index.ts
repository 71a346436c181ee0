import MiniSearch from 'minisearch';
import type { SearchDocument, SearchKind } from './search-documents.ts';
import { openingOf, snippetOf, type SnippetPart } from './search-snippet.ts';
import { foldSearchText, searchTermsOf } from './search-text.ts';

/** One result, ready to show: no text of it is markup. */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  rowId: string;
  parentId: string | null;
  date: string;
  title: SnippetPart[];
  snippet: SnippetPart[];
  /** The language of the snippet when it is from the translation (for the `lang` attribute). */
  snippetLang: string | null;
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** Every item that matched, of which `hits` are the best. */
  total: number;
}

export interface SearchIndex {
  /** Adds items, or replaces them as they are now. */
  put(documents: readonly SearchDocument[]): void;
  remove(ids: readonly string[]): void;
  search(query: string, options?: { limit?: number }): SearchAnswer;
  size(): number;
}

const marksIn = (parts: readonly SnippetPart[]) => parts.filter((part) => part.mark).length;

function hitOf(document: SearchDocument, matched: ReadonlySet<string>): SearchHit {
  const original = snippetOf(document.text, matched);
  const inTranslation = snippetOf(document.translation, matched);
  // The text that shows more of the query: the original unless the translation has more of its words.
  const translated = inTranslation && marksIn(inTranslation) > marksIn(original ?? []) ? inTranslation : null;
  return {
    id: document.id,
    kind: document.kind,
    rowId: document.rowId,
    parentId: document.parentId,
    date: document.date,
    title: document.title ? (snippetOf(document.title, matched, 120) ?? openingOf(document.title, 120)) : [],
    snippet: translated ?? original ?? openingOf(document.text),
    snippetLang: translated ? document.translationLang : null,
  };
}

/**
 * The device's searchable items in one MiniSearch index: every word of the query must match (the last one as typed
 * so far), a longer word also with a typo; a title weighs double. The same module runs in the search worker and in
 * the benchmark.
 */
export function createSearchIndex(): SearchIndex {
  const documents = new Map<string, SearchDocument>();
  // A kindergarten's texts repeat a few thousand words: fold each spelling once.
  const folded = new Map<string, string>();
  const fold = (term: string) => {
    let known = folded.get(term);
    if (known === undefined) folded.set(term, (known = foldSearchText(term)));
    return known;
  };
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'translation'],
    tokenize: searchTermsOf,
    processTerm: fold,
    searchOptions: {
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      boost: { title: 2 },
    },
  });
  return {
    put(list) {
      for (const document of list) {
        if (documents.has(document.id)) index.replace(document);
        else index.add(document);
        documents.set(document.id, document);
      }
    },
    remove(ids) {
      for (const id of ids) {
        if (!documents.delete(id)) continue;
        index.discard(id);
      }
    },
    search(query, { limit = 50 } = {}) {
      if (searchTermsOf(query).length === 0) return { hits: [], total: 0 };
      const results = index.search(query);
      const hits = results.slice(0, limit).flatMap((result) => {
        const document = documents.get(result.id as string);
        return document ? [hitOf(document, new Set(result.terms))] : [];
      });
      return { hits, total: results.length };
    },
    size: () => documents.size,
  };
}
