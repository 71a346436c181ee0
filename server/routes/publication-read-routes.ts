import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import { calendarDay } from '../absences/calendar-day.ts';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  eventItemResponseSchema,
  listQuerySchema,
  newsItemResponseSchema,
  newsListResponseSchema,
  publicationIdParamsSchema,
  type EventRow,
} from '#contract/publications';
import { authenticatedUser } from '../auth/authentication.ts';
import { timeZoneOf } from '../auth/kindergarten-time-zone.ts';
import type { Database } from '../db/client.ts';
import { eventCalendar } from '../publications/event-calendar.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

export type PublicationReadRoutesOptions = {
  database: Database;
  /** For a kindergarten that set no zone of its own. */ defaultTimeZone: string;
};
const notFound = { 404: messageResponseSchema };

/** GET /api/news, /api/news/{id}, /api/event/{id}, /api/events/calendar (contract/publications.ts). */
export const publicationReadRoutes: FastifyPluginAsyncZod<PublicationReadRoutesOptions> = async (
  app,
  { database, defaultTimeZone },
) => {
  const { publications, confirmations, files } = createRepositories(database.db);
  const detailOf = async (
    kind: 'news' | 'event',
    request: { params: { id: string }; user?: unknown },
    viewer: ReturnType<typeof viewerOf>,
  ) => {
    const item = await publications.findVisible(kind, viewer, request.params.id);
    if (!item) return undefined;
    const [attachment] = item.attachment_file_id ? await files.findVisible(viewer, [item.attachment_file_id]) : [];
    return {
      item,
      attachment: attachment ?? null,
      confirmations: await confirmations.listFamily(viewer, kind, item.id),
    };
  };

  app.get(
    '/news',
    { schema: { querystring: listQuerySchema, response: { 200: newsListResponseSchema } } },
    async (request) => {
      return { news: await publications.listNews(viewerOf(authenticatedUser(request)), request.query.limit) };
    },
  );

  app.get(
    '/news/:id',
    { schema: { params: publicationIdParamsSchema, response: { 200: newsItemResponseSchema, ...notFound } } },
    async (request, reply) => {
      const detail = await detailOf('news', request, viewerOf(authenticatedUser(request)));
      if (!detail) return reply.code(404).send({ message: 'Not Found' });
      return { news: detail.item, attachment: detail.attachment, confirmations: detail.confirmations };
    },
  );

  app.get(
    '/event/:id',
    { schema: { params: publicationIdParamsSchema, response: { 200: eventItemResponseSchema, ...notFound } } },
    async (request, reply) => {
      const detail = await detailOf('event', request, viewerOf(authenticatedUser(request)));
      if (!detail) return reply.code(404).send({ message: 'Not Found' });
      return { event: detail.item as EventRow, attachment: detail.attachment, confirmations: detail.confirmations };
    },
  );

  app.get(
    '/events/calendar',
    { schema: { querystring: calendarQuerySchema, response: { 200: calendarResponseSchema } } },
    async (request) => {
      const now = new Date();
      const user = authenticatedUser(request);
      const timeZone = timeZoneOf(user, defaultTimeZone);
      return eventCalendar(publications, viewerOf(user), {
        selectedDate: request.query.selectedDate ?? calendarDay(timeZone, now),
        timeZone,
        now,
      });
    },
  );
};
