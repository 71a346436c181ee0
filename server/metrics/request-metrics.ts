import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

const syncRoute = '/api/sync';

/** The route as registered (`/api/event/:id`), never the URL: ids and secrets must not become label values. */
export const routePattern = (request: FastifyRequest): string => request.routeOptions.url ?? '(unmatched)';

/**
 * Every request's duration by method, route pattern and status, and what its answer tells of the sync and the
 * outbox. Register before compression: the sync page's bytes are counted as the JSON the server wrote.
 */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (routePattern(request) === syncRoute && reply.statusCode === 200 && typeof payload === 'string') {
      metrics.syncPages.inc();
      metrics.syncBytes.inc(Buffer.byteLength(payload));
    }
    return payload;
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    metrics.httpRequestDuration.observe(
      { method: request.method, route: routePattern(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    // The idempotency hooks (server/idempotency/) mark a replayed first response with this header.
    if (reply.getHeader('idempotent-replayed') === 'true') metrics.outboxReplays.inc();
  });
}
