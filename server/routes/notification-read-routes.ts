import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markAllNotificationsReadRequestSchema,
  markAllNotificationsReadResponseSchema,
} from '#contract/notification-read';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';

/** POST /api/notifications/read-all (contract/notification-read.ts). */
export const notificationReadRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { notifications } = createRepositories(database.db);
  app.post(
    '/notifications/read-all',
    {
      schema: {
        body: markAllNotificationsReadRequestSchema,
        response: { 200: markAllNotificationsReadResponseSchema },
      },
    },
    async (request) => {
      const before = new Date(request.body.before);
      return { marked: await notifications.markAllRead(authenticatedUser(request).id, before) };
    },
  );
};
