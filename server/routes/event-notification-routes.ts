import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema, eventNotificationsResponseSchema } from '#contract/publications';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

const eventKinds = ['event', 'news', 'reminder'];

/** GET /api/event-notifications: the user's notifications about events and news, newest first. */
export const eventNotificationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { notifications } = createRepositories(database.db);
  app.get(
    '/event-notifications',
    { schema: { querystring: listQuerySchema, response: { 200: eventNotificationsResponseSchema } } },
    async (request) => {
      return {
        notifications: await notifications.listOfKinds(
          viewerOf(authenticatedUser(request)),
          eventKinds,
          request.query.limit,
        ),
      };
    },
  );
};
