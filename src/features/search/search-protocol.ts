import type { SearchDocument } from './search-documents.ts';
import type { SearchAnswer } from './search-index.ts';

/** What the page asks of the search worker; the worker takes the messages in order. */
export type SearchRequest =
  | { type: 'put'; documents: SearchDocument[] }
  | { type: 'remove'; ids: string[] }
  /** Sent after the device's rows: answered once everything before it is in the index. */
  | { type: 'loaded' }
  | { type: 'search'; id: number; query: string; limit: number };

export type SearchReply = { type: 'loaded'; size: number } | ({ type: 'answer'; id: number } & SearchAnswer);
