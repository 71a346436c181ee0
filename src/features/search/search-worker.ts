/// <reference lib="webworker" />
import { createSearchIndex } from './search-index.ts';
import type { SearchReply, SearchRequest } from './search-protocol.ts';

// The index lives here so that building it from thousands of rows, and each query, never holds up typing.
const index = createSearchIndex();
const reply = (message: SearchReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'put':
      return index.put(request.documents);
    case 'remove':
      return index.remove(request.ids);
    case 'loaded':
      return reply({ type: 'loaded', size: index.size() });
    case 'search':
      return reply({ type: 'answer', id: request.id, ...index.search(request.query, { limit: request.limit }) });
  }
};
