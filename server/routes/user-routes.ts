import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  updateGoogleLanguageRequestSchema,
  updateGoogleLanguageResponseSchema,
  updateLanguageRequestSchema,
  updateLanguageResponseSchema,
  userResponseSchema,
} from '#contract/user';
import { authenticatedUser } from '../auth/authentication.ts';
import { buildUserResponse } from '../auth/user-response.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';

/** The signed-in user's own record (spec §3) and settings. */
export const userRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { users } = createRepositories(database.db);

  app.get('/user', { schema: { response: { 200: userResponseSchema } } }, async (request) => {
    return buildUserResponse(users, authenticatedUser(request));
  });

  app.post('/user/update-language', { schema: { body: updateLanguageRequestSchema, response: { 200: updateLanguageResponseSchema } } }, async (request) => {
    await users.setLanguage(authenticatedUser(request).id, request.body.iso);
    return { status: 'success' as const, message: 'Language updated.', code: 'language_updated', language_iso: request.body.iso };
  });
  // Spec §7; 'none' or null = no translation. GET /api/user reports it as `google_translation_language`.
  app.post(
    '/user/update-google-language',
    { schema: { body: updateGoogleLanguageRequestSchema, response: { 200: updateGoogleLanguageResponseSchema } } },
    async (request) => {
      const iso = request.body.iso;
      await users.setGoogleLanguage(authenticatedUser(request).id, iso);
      return { status: 'success' as const, message: 'Translation language updated.', code: 'google_language_updated' as const, google_translation_language: iso };
    },
  );
};
