import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SearchAnswer } from './search-index.ts';
import {
  onSearchIndexState,
  searchDevice,
  searchIndexRevision,
  searchIndexState,
  startSearchIndex,
  type SearchIndexState,
} from './search-client.ts';

export interface SearchView {
  index: SearchIndexState;
  /** The answer to the current query; null while the first answer to it is on its way. */
  answer: SearchAnswer | null;
  /** Starts the index again after it failed. */
  retry: () => void;
}

const emptyAnswer: SearchAnswer = { hits: [], total: 0 };

/** The device's answer to `query`, asked again as the index fills and as rows change. */
export function useSearch(query: string, limit = 100): SearchView {
  useEffect(() => startSearchIndex(), []);
  const index = useSyncExternalStore(onSearchIndexState, searchIndexState);
  const revision = useSyncExternalStore(onSearchIndexState, searchIndexRevision);
  const [answered, setAnswered] = useState<{ query: string; answer: SearchAnswer } | null>(null);
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed === '' || index === 'failed') return;
    let current = true;
    searchDevice(trimmed, limit)
      .then((answer) => current && setAnswered({ query: trimmed, answer }))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [trimmed, index, revision, limit]);
  const answer = trimmed === '' ? emptyAnswer : answered?.query === trimmed ? answered.answer : null;
  return { index, answer, retry: startSearchIndex };
}
