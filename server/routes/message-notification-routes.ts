import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageNotificationsQuerySchema, messageNotificationsResponseSchema } from '#contract/chat';
import { authenticatedUser } from '../auth/authentication.ts';
import { messageNotificationsOf } from '../chat/conversation-views.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

/** GET /api/message-notifications: unread per conversation and in all, and the message notifications. */
export const messageNotificationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { chat, notifications } = createRepositories(database.db);
  app.get(
    '/message-notifications',
    { schema: { querystring: messageNotificationsQuerySchema, response: { 200: messageNotificationsResponseSchema } } },
    async (request) => {
      return messageNotificationsOf(chat, notifications, viewerOf(authenticatedUser(request)), request.query.limit);
    },
  );
};
