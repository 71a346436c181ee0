import type { FastifyInstance } from 'fastify';
import type { RequestCaches } from './request-caches.ts';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The token and sync caches of this instance (server/cache/request-caches.ts). */
    requestCaches: RequestCaches;
  }
}

/**
 * A request that may have written (sign-out, password reset, a new language, a post) makes this instance forget its
 * caches before its answer leaves, so the client's next request here sees the write even if this instance's own
 * NOTIFY is still on its way. Again once the answer is sent, for writes of the later `onSend` hooks (the stored
 * answer of an Idempotency-Key takes a sync version there). Other instances learn it from the NOTIFY.
 */
export function forgetAfterWrites(app: FastifyInstance, caches: RequestCaches): void {
  // Callback hooks, not async ones: they run on every request, and most need nothing.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!readOnlyMethods.has(request.method)) caches.forgetAfterWrite();
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!readOnlyMethods.has(request.method)) caches.forgetAfterWrite();
    done();
  });
}
