import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePushNotificationRequestSchema,
  changePushNotificationResponseSchema,
  fcmTokenDeletedResponseSchema,
  fcmTokenRequestSchema,
  fcmTokenResponseSchema,
} from '#contract/push';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../repositories/repositories.ts';

/**
 * The push switch and the browser's FCM token. Switching off deletes every token of the user: no device
 * identifier is kept for someone who said no, and switching on again registers the current browser afresh. Signing
 * out deletes the token of that one browser (DELETE), so the next person there gets none of this user's pushes.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/change-push-notification',
    { schema: { body: changePushNotificationRequestSchema, response: { 200: changePushNotificationResponseSchema } } },
    async (request) => {
      const enabled = request.body.push_notification;
      await inTransaction(database.db, async ({ push }) => {
        await push.setPushNotification(authenticatedUser(request).id, enabled);
        if (!enabled) await push.deleteTokensOf(authenticatedUser(request).id);
      });
      const message = enabled ? 'Push notifications are on.' : 'Push notifications are off.';
      return { status: 'success' as const, message, code: 'push_updated' as const, push_notification: enabled };
    },
  );

  app.post(
    '/fcm-token',
    { schema: { body: fcmTokenRequestSchema, response: { 200: fcmTokenResponseSchema } } },
    async (request) => {
      await inTransaction(database.db, ({ push }) =>
        push.saveToken(authenticatedUser(request).id, request.body.fcmToken),
      );
      return { status: 'success' as const, message: 'Push token saved.', code: 'fcm_token_saved' as const };
    },
  );

  app.delete(
    '/fcm-token',
    { schema: { body: fcmTokenRequestSchema, response: { 200: fcmTokenDeletedResponseSchema } } },
    async (request) => {
      await inTransaction(database.db, ({ push }) =>
        push.deleteTokenOf(authenticatedUser(request).id, request.body.fcmToken),
      );
      return { status: 'success' as const, message: 'Push token deleted.', code: 'fcm_token_deleted' as const };
    },
  );
};
