import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's characters nor its length leak through the time a refusal takes. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format for a scraper holding METRICS_TOKEN; 404 while metrics are off (no
 * token configured). Not behind the per-address rate limits: a scrape every 15 s is no attack, and a guess at a
 * token of at least 16 characters gains nothing from speed.
 */
export function metricsRoute(app: FastifyInstance, options: { metrics: Metrics | null; token: string | undefined }) {
  const { metrics, token } = options;
  app.get('/metrics', async (request, reply) => {
    if (!metrics || !token) return reply.code(404).send({ message: 'Not Found' });
    if (!carriesToken(request, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthenticated.' });
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
