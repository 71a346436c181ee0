import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { idempotencyRefusalSchema } from '#contract/idempotency';
import { isWritingRoute } from '../http/writing-routes.ts';

/**
 * The key check answers 409 and 422 on any writing route, before the route's handler runs. A route that declares
 * its own 409/422 answer schema must accept that body too, or fastify fails to serialize it and answers 500. Every
 * writing route learns it here, once, instead of each route's contract listing the key check's codes. The key
 * check's shape comes first in the union, so its `code` is kept rather than stripped by a looser route schema.
 */
export function acceptIdempotencyRefusals(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (!isWritingRoute(route.method)) return;
    const responses = (route.schema as { response?: Record<string, ZodType | undefined> } | undefined)?.response;
    if (!responses) return;
    for (const status of ['409', '422']) {
      const declared = responses[status];
      if (declared) responses[status] = z.union([idempotencyRefusalSchema, declared]);
    }
  });
}
