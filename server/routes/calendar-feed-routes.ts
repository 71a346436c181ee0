import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedRules, calendarFeedSecretSchema } from '#contract/calendar-feed';
import { z } from 'zod';
import { clientAddress } from '../auth/client-address.ts';
import { appOrigin } from '../calendar/app-origin.ts';
import { feedFile } from '../calendar/calendar-files.ts';
import type { Database } from '../db/client.ts';
import { calendarFeedRepository } from '../repositories/calendar-feed-repository.ts';
import { createRepositories } from '../repositories/repositories.ts';

export type CalendarFeedRoutesOptions = { database: Database; defaultTimeZone: string; publicUrl: string | undefined };

const paramsSchema = z.object({ secret: z.string() });

/**
 * GET /calendar/{secret}.ics, outside /api: calendar apps subscribe to it and send no token, so the secret in the path
 * is the credential. Limited per address, since guessing is the only attack left; a wrong secret is just a 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (
  app,
  { database, defaultTimeZone, publicUrl },
) => {
  const repositories = { users: createRepositories(database.db).users, feeds: calendarFeedRepository(database.db) };
  const config = {
    rateLimit: {
      max: calendarFeedRules.requestsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: { ip: string }) => `calendar-feed:${clientAddress(request.ip)}`,
    },
  };

  app.get('/calendar/:secret.ics', { config, schema: { params: paramsSchema } }, async (request, reply) => {
    const secret = calendarFeedSecretSchema.safeParse(request.params.secret);
    const text = secret.success
      ? await feedFile(repositories, secret.data, {
          origin: appOrigin(request, publicUrl),
          defaultTimeZone,
          now: new Date(),
        })
      : undefined;
    if (text === undefined) return reply.code(404).send({ message: 'Not Found' });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(text);
  });
};
