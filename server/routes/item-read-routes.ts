import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import { itemReadRequestSchema, itemReadResponseSchema, itemReadsPath } from '#contract/item-reads';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { recordRead } from '../reads/record-read.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

/** POST /api/reads (contract/item-reads.ts): the signed-in user opened a news item, event or post. */
export const itemReadRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repositories = createRepositories(database.db);
  app.post(
    itemReadsPath,
    {
      schema: {
        body: itemReadRequestSchema,
        response: { 200: itemReadResponseSchema, 404: messageResponseSchema, 409: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await recordRead(repositories, viewerOf(authenticatedUser(request)), request.body);
      if ('notFound' in outcome) return reply.code(404).send({ message: 'Not Found' });
      if ('taken' in outcome) return reply.code(409).send({ message: 'This id is taken.' });
      return outcome;
    },
  );
};
