import { followSearchedRows, loadSearchDocuments, type SearchSink } from './search-feed.ts';
import type { SearchAnswer } from './search-index.ts';
import type { SearchReply, SearchRequest } from './search-protocol.ts';

/** `building`: the device's rows are still going in (queries answer from what is in so far). */
export type SearchIndexState = 'building' | 'ready' | 'failed';

interface RunningIndex {
  worker: Worker;
  state: SearchIndexState;
  stopFollowing: () => void;
  waiting: Map<number, { resolve: (answer: SearchAnswer) => void; reject: (error: Error) => void }>;
}

let running: RunningIndex | null = null;
let nextId = 0;
let revision = 0;
const stateListeners = new Set<() => void>();
const notify = () => {
  for (const listener of stateListeners) listener();
};

function setState(index: RunningIndex, state: SearchIndexState): void {
  if (index.state === 'failed') return;
  index.state = state;
  if (state === 'failed') {
    index.stopFollowing();
    index.worker.terminate();
    for (const { reject } of index.waiting.values()) reject(new Error('search worker failed'));
    index.waiting.clear();
  }
  for (const listener of stateListeners) listener();
}

/** The index changed: an open screen asks its query again. */
function changed(): void {
  revision++;
  notify();
}

function start(): RunningIndex {
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
  const send = (request: SearchRequest) => worker.postMessage(request);
  const sink: SearchSink = {
    put: (documents) => {
      send({ type: 'put', documents });
      changed();
    },
    remove: (ids) => {
      send({ type: 'remove', ids });
      changed();
    },
  };
  // Following starts before the first read, so a row written meanwhile is read again afterwards, never missed.
  const index: RunningIndex = {
    worker,
    state: 'building',
    stopFollowing: followSearchedRows(sink),
    waiting: new Map(),
  };
  worker.onmessage = (event: MessageEvent<SearchReply>) => {
    const reply = event.data;
    if (reply.type === 'loaded') return setState(index, 'ready');
    index.waiting.get(reply.id)?.resolve(reply);
    index.waiting.delete(reply.id);
  };
  // A worker that cannot start (its script missing offline, a browser without module workers) reports here.
  worker.onerror = (event) => {
    console.warn('search: worker failed', event.message);
    setState(index, 'failed');
  };
  loadSearchDocuments(sink)
    .then(() => send({ type: 'loaded' }))
    .catch((error: unknown) => {
      console.warn('search: device rows not read', error);
      setState(index, 'failed');
    });
  return index;
}

/** The page's one index, started on first use and kept while the page lives; after a failure, a new try. */
export function startSearchIndex(): void {
  if (running && running.state !== 'failed') return;
  try {
    running = start();
  } catch (error) {
    console.warn('search: worker not started', error);
    running = { worker: { terminate() {} } as Worker, state: 'failed', stopFollowing() {}, waiting: new Map() };
  }
  notify();
}

export const searchIndexState = (): SearchIndexState => running?.state ?? 'building';
/** Grows with every change to the index. */
export const searchIndexRevision = (): number => revision;

export function onSearchIndexState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** The best `limit` matches of `query` and how many there are in all. */
export function searchDevice(query: string, limit: number): Promise<SearchAnswer> {
  const index = running;
  if (!index || index.state === 'failed') return Promise.reject(new Error('search index not running'));
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    index.waiting.set(id, { resolve, reject });
    index.worker.postMessage({ type: 'search', id, query, limit } satisfies SearchRequest);
  });
}
