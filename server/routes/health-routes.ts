import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, notReadyResponseSchema } from '#contract/common';
import type { Database } from '../db/client.ts';
import { pingDatabase } from '../db/ping-database.ts';

/** Below a load balancer's usual probe timeout (nginx Plus, HAProxy, Kubernetes: 1 to 5 s). */
const readinessTimeoutMs = 2000;

/**
 * Whether the instance has begun to shut down. Register it on the root instance before the realtime endpoint: its
 * `preClose` waits for the websockets to close, and hooks run in the order they were added.
 */
export function watchClosing(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  return () => closing;
}

/**
 * `/health` is liveness: the process serves HTTP, without touching the database (what `npm start`'s callers, the
 * e2e setup and the benches wait for). `/health/ready` is readiness: a load balancer sends requests here only while
 * this instance's database answers, and no longer once the instance begins to shut down.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; closing: () => boolean }> = async (
  app,
  { database, closing },
) => {
  // Logged when the answer changes, not on every probe.
  let lastFailure: string | null = null;

  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/health/ready',
    { schema: { response: { 200: healthResponseSchema, 503: notReadyResponseSchema } } },
    async (_request, reply) => {
      if (closing()) return reply.code(503).send({ status: 'unavailable', message: 'The instance is shutting down.' });
      const ping = await pingDatabase(database.db, readinessTimeoutMs);
      if (!ping.answered) {
        if (lastFailure === null) app.log.error({ reason: ping.reason }, 'readiness: the database does not answer');
        lastFailure = ping.reason;
        return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer.' });
      }
      if (lastFailure !== null) app.log.info('readiness: the database answers again');
      lastFailure = null;
      return { status: 'ok' as const };
    },
  );
};
