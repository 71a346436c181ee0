import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { onWritingRoutes } from '../http/writing-routes.ts';
import type { RequestCaches } from './request-caches.ts';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answered before any handler ran (no token, rate limited): nothing was written, and a flood of them must not
 * empty the caches of every signed-in client. */
const refusedUpFront = new Set([401, 429]);
const mayHaveWritten = (method: string, status: number) => !readOnlyMethods.has(method) && !refusedUpFront.has(status);

declare module 'fastify' {
  interface FastifyInstance {
    /** The token and sync caches of this instance (server/cache/request-caches.ts). */
    requestCaches: RequestCaches;
  }
  interface FastifyContextConfig {
    /**
     * The route writes no user, token or kindergarten row (a chat message, a comment): this instance keeps its
     * signed-in tokens after it and forgets only the sync heads. A busy chat so does not cost every next request a
     * token lookup. The database's NOTIFY triggers still tell every instance of any account change.
     */
    leavesAccounts?: boolean;
  }
}

/**
 * A request that may have written (sign-out, password reset, a new language, a post) makes this instance forget its
 * caches before its answer leaves, so the client's next request here sees the write even if this instance's own
 * NOTIFY is still on its way. Again once the answer is sent, for writes of the later `onSend` hooks (the stored
 * answer of an Idempotency-Key takes a sync version there). Other instances learn it from the NOTIFY.
 */
export function forgetAfterWrites(app: FastifyInstance, caches: RequestCaches): void {
  const forget = (request: FastifyRequest, reply: FastifyReply) => {
    if (!mayHaveWritten(request.method, reply.statusCode)) return;
    if (request.routeOptions.config.leavesAccounts) caches.forgetSyncHeads();
    else caches.forgetAfterWrite();
  };
  onWritingRoutes(app, {
    onSend: (request, reply, payload, done) => {
      forget(request, reply);
      done(null, payload);
    },
    onResponse: (request, reply, done) => {
      forget(request, reply);
      done();
    },
  });
}
