import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedPath,
  calendarFeedStatusSchema,
  mapLinkSettingsSchema,
  webcalUrl,
} from '#contract/calendar-feed';
import { messageResponseSchema } from '#contract/common';
import { publicationIdParamsSchema, type EventRow } from '#contract/publications';
import { authenticatedUser } from '../auth/authentication.ts';
import { timeZoneOf } from '../auth/kindergarten-time-zone.ts';
import { appOrigin } from '../calendar/app-origin.ts';
import { eventFile } from '../calendar/calendar-files.ts';
import { newFeedSecret } from '../calendar/feed-secret.ts';
import type { Database } from '../db/client.ts';
import { downloadDisposition } from '../http/download-disposition.ts';
import { calendarFeedRepository } from '../repositories/calendar-feed-repository.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

export type CalendarRoutesOptions = {
  database: Database;
  defaultTimeZone: string;
  publicUrl: string | undefined;
  mapUrlTemplate: string | undefined;
};

/**
 * GET /api/event/{id}.ics; the user's own subscription: GET, POST (new address) and DELETE /api/calendar-feed; and
 * GET /api/map-link, where an event's place links to.
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (
  app,
  { database, defaultTimeZone, publicUrl, mapUrlTemplate },
) => {
  const { publications } = createRepositories(database.db);
  const feeds = calendarFeedRepository(database.db);

  app.get('/event/:id.ics', { schema: { params: publicationIdParamsSchema } }, async (request, reply) => {
    const user = authenticatedUser(request);
    const event = (await publications.findVisible('event', viewerOf(user), request.params.id)) as EventRow | undefined;
    if (!event) return reply.code(404).send({ message: 'Not Found' });
    const text = eventFile(event, {
      origin: appOrigin(request, publicUrl),
      timeZone: timeZoneOf(user, defaultTimeZone),
      defaultTimeZone,
      now: new Date(),
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', downloadDisposition('attachment', event.title, 'ics', 'event'))
      .header('cache-control', 'private, no-store')
      .send(text);
  });

  app.get('/calendar-feed', { schema: { response: { 200: calendarFeedStatusSchema } } }, async (request) => {
    const feed = await feeds.findOwn(viewerOf(authenticatedUser(request)));
    return { feed: feed ? { created_at: feed.createdAt.toISOString() } : null };
  });

  app.post('/calendar-feed', { schema: { response: { 200: calendarFeedCreatedSchema } } }, async (request, reply) => {
    const { secret, hash } = newFeedSecret();
    const { createdAt } = await feeds.replace(authenticatedUser(request).id, hash);
    const url = `${appOrigin(request, publicUrl)}${calendarFeedPath(secret)}`;
    // The address is the credential: no cache may keep this answer.
    reply.header('cache-control', 'no-store');
    return { url, webcal_url: webcalUrl(url), created_at: createdAt.toISOString() };
  });

  app.delete('/calendar-feed', { schema: { response: { 200: messageResponseSchema } } }, async (request) => {
    await feeds.remove(authenticatedUser(request).id);
    return { message: 'The calendar subscription has been revoked.' };
  });

  app.get('/map-link', { schema: { response: { 200: mapLinkSettingsSchema } } }, async () => {
    return { template: mapUrlTemplate ?? null };
  });
};
