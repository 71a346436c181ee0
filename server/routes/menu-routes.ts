import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuRequestSchema, menuResponseSchema } from '#contract/menu';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

/** `POST /api/menu {startDate, endDate}`: the user's kindergarten's menu days in that range. */
export const menuRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { menus } = createRepositories(database.db);
  app.post('/menu', { schema: { body: menuRequestSchema, response: { 200: menuResponseSchema } } }, async (request) => {
    const { startDate, endDate } = request.body;
    return {
      status: 'success' as const,
      menu: await menus.daysBetween(viewerOf(authenticatedUser(request)), startDate, endDate),
    };
  });
};
