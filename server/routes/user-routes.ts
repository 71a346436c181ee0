import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updatePasswordRequestSchema, updatePasswordResponseSchema } from '#contract/auth';
import { validationErrorSchema } from '#contract/common';
import {
  updateGoogleLanguageRequestSchema,
  updateGoogleLanguageResponseSchema,
  updateLanguageRequestSchema,
  updateLanguageResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  updateReadReceiptsRequestSchema,
  updateReadReceiptsResponseSchema,
  userResponseSchema,
} from '#contract/user';
import { authenticatedUser } from '../auth/authentication.ts';
import { changePassword } from '../auth/change-password.ts';
import { buildUserResponse } from '../auth/user-response.ts';
import type { Database } from '../db/client.ts';
import { toValidationError } from '../http/error-handler.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';

/** The signed-in user's own record and settings. */
export const userRoutes: FastifyPluginAsyncZod<{ database: Database; defaultTimeZone: string }> = async (
  app,
  { database, defaultTimeZone },
) => {
  const { users } = createRepositories(database.db);

  app.get('/user', { schema: { response: { 200: userResponseSchema } } }, async (request) => {
    return buildUserResponse(users, authenticatedUser(request), defaultTimeZone);
  });

  app.post(
    '/user/update-language',
    { schema: { body: updateLanguageRequestSchema, response: { 200: updateLanguageResponseSchema } } },
    async (request) => {
      await users.setLanguage(authenticatedUser(request).id, request.body.iso);
      return {
        status: 'success' as const,
        message: 'Language updated.',
        code: 'language_updated',
        language_iso: request.body.iso,
      };
    },
  );
  // 'none' or null = no translation. GET /api/user reports it as `google_translation_language`.
  app.post(
    '/user/update-google-language',
    { schema: { body: updateGoogleLanguageRequestSchema, response: { 200: updateGoogleLanguageResponseSchema } } },
    async (request) => {
      const iso = request.body.iso;
      await users.setGoogleLanguage(authenticatedUser(request).id, iso);
      return {
        status: 'success' as const,
        message: 'Translation language updated.',
        code: 'google_language_updated' as const,
        google_translation_language: iso,
      };
    },
  );

  app.post(
    '/user/update-profile',
    {
      schema: {
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { name } = request.body;
      await users.setName(authenticatedUser(request).id, name);
      return {
        status: 'success' as const,
        message: 'Your name has been saved.',
        code: 'profile_updated' as const,
        name,
      };
    },
  );

  app.post(
    '/user/read-receipts',
    { schema: { body: updateReadReceiptsRequestSchema, response: { 200: updateReadReceiptsResponseSchema } } },
    async (request) => {
      const { enabled } = request.body;
      await inTransaction(database.db, (repositories) =>
        repositories.users.setReadReceipts(authenticatedUser(request).id, enabled),
      );
      return {
        status: 'success' as const,
        message: enabled ? 'Read receipts are on.' : 'Read receipts are off.',
        code: 'read_receipts_updated' as const,
        read_receipts: enabled,
      };
    },
  );

  app.post(
    '/user/update-password',
    {
      schema: {
        body: updatePasswordRequestSchema,
        response: { 200: updatePasswordResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const user = authenticatedUser(request);
      const { current_password, password } = request.body;
      if (!(await changePassword(database.db, user, current_password, password))) {
        return reply
          .code(422)
          .send(toValidationError([{ path: 'current_password', message: 'The current password is not correct.' }]));
      }
      request.log.info({ userId: user.id }, 'password changed, other sign-ins ended');
      return {
        status: 'success' as const,
        message: 'Your password has been changed.',
        code: 'password_updated' as const,
      };
    },
  );
};
