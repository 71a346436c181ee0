import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncPageResponseSchema, syncQuerySchema, type SyncResponse } from '#contract/sync';
import { authenticatedUser } from '../auth/authentication.ts';
import type { RequestCaches } from '../cache/request-caches.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { pullChanges } from '../sync/pull-changes.ts';
import { viewerOf } from '../sync/viewer.ts';

const isNothingNew = (answer: SyncResponse) =>
  !answer.reset &&
  !answer.has_more &&
  answer.acknowledged_keys.length === 0 &&
  isEmpty(answer.changes) &&
  isEmpty(answer.tombstones);
const isEmpty = (object: object) => {
  for (const _ in object) return false;
  return true;
};

/** The delta pull (contract/sync.ts): one round trip per page. */
export const syncRoutes: FastifyPluginAsyncZod<{ database: Database; caches: RequestCaches }> = async (
  app,
  { database, caches },
) => {
  const { sync } = createRepositories(database.db);
  // The empty sync from memory when nothing changed since this viewer's last one (docs/decisions/0008).
  const cachedSync: typeof sync = {
    ...sync,
    scopeAndHead: (viewer, cursorVersion) =>
      caches.scopeAndHead(viewer, cursorVersion ?? -1, () => sync.scopeAndHead(viewer)),
  };

  app.get(
    '/sync',
    { schema: { querystring: syncQuerySchema, response: { 200: syncPageResponseSchema } } },
    async (request, reply) => {
      // Personal data: never kept by a shared cache, and never answered from the HTTP cache on a retry.
      reply.header('cache-control', 'no-store');
      const answer = await pullChanges(cachedSync, viewerOf(authenticatedUser(request)), request.query);
      // "Nothing new", the most frequent answer, has one fixed shape built in pull-changes.ts: written as it is, without
      // the response schema's encode of every table's entry, our largest cost of that request after the caches (--cpu-prof).
      if (isNothingNew(answer)) reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
      return answer;
    },
  );
};
