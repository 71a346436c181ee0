import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/**
 * Time the server spends on each request, from its headers being parsed to the last byte handed to the socket,
 * read from Node's own http diagnostics channels — no change to the server code, no network time included.
 * https://nodejs.org/api/diagnostics_channel.html#http
 */
export function recordServerTimes(): { take: (pathPrefix: string) => number[]; stop: () => void } {
  const started = new WeakMap<IncomingMessage, number>();
  const done: { url: string; ms: number }[] = [];
  const onStart = (message: unknown) => {
    started.set((message as { request: IncomingMessage }).request, performance.now());
  };
  const onFinish = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    const at = started.get(request);
    if (at !== undefined) done.push({ url: request.url ?? '', ms: performance.now() - at });
  };
  diagnostics.subscribe('http.server.request.start', onStart);
  diagnostics.subscribe('http.server.response.finish', onFinish);
  return {
    /** The times recorded so far for URLs starting with `pathPrefix`, in order; forgets them. */
    take: (pathPrefix) => {
      const mine = done.filter((d) => d.url.startsWith(pathPrefix)).map((d) => d.ms);
      done.length = 0;
      return mine;
    },
    stop: () => {
      diagnostics.unsubscribe('http.server.request.start', onStart);
      diagnostics.unsubscribe('http.server.response.finish', onFinish);
    },
  };
}
