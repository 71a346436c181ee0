import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The unexpected error behind a 500, handed from the error handler to the request's one log line. */
const failures = new WeakMap<FastifyRequest, unknown>();

export const noteFailure = (request: FastifyRequest, error: unknown): void => void failures.set(request, error);

/** A 5xx for an outage already logged once where it was noticed (auth/redis-guard.ts): not repeated per request. */
const knownOutages = new WeakSet<FastifyRequest>();

export const noteKnownOutage = (request: FastifyRequest): void => void knownOutages.add(request);

/**
 * One JSON line per request, at a level by what it says: a server error (5xx) at `error`, with the exception (but not
 * a refusal during an outage logged once already); a
 * request slower than `slowMs` at `warn`; everything else, 4xx included (the user's mistake, not the server's), at
 * `debug`. So at the usual `info` a quiet server writes nothing per request.
 *
 * The line names the route pattern, never the URL: URLs carry ids, `?token=` and calendar feed secrets. No headers
 * (bearer tokens), no bodies (passwords, codes, names, messages), and no client address: it is personal data, the
 * per-address limits do not need it in a log, and the reverse proxy keeps its own access log where one is wanted.
 */
export function logEachRequest(app: FastifyInstance, slowMs: number): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const durationMs = Math.round(reply.elapsedTime);
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? '(unmatched)',
      status: reply.statusCode,
      durationMs,
    };
    if (reply.statusCode >= 500 && !knownOutages.has(request)) {
      const err = failures.get(request);
      request.log.error(err === undefined ? line : { ...line, err }, 'request failed');
    } else if (durationMs >= slowMs) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
  });
}
