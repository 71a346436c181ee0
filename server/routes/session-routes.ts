import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusResponseSchema } from '#contract/common';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';

/** Signing out revokes the token the request came with; other devices stay signed in. */
export const sessionRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { tokens } = createRepositories(database.db);

  app.post('/logout', { schema: { response: { 200: statusResponseSchema } } }, async (request) => {
    await tokens.revoke(authenticatedUser(request).tokenId);
    return { status: 'success' as const, message: 'You are signed out.', code: 'signed_out' };
  });
};
