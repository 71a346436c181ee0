import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  absenceHistoryResponseSchema,
  absenceIdParamsSchema,
  absenceErrorResponseSchema,
  absenceResponseSchema,
  absenceWithdrawnResponseSchema,
  reportAbsenceRequestSchema,
  updateAbsenceRequestSchema,
} from '#contract/absences';
import { messageResponseSchema } from '#contract/common';
import { absenceChangedMessage } from '../absences/absence-broadcast.ts';
import { calendarDay } from '../absences/calendar-day.ts';
import { isRejected, reportAbsence, updateAbsence, withdrawAbsence, type Written } from '../absences/report-absence.ts';
import { authenticatedUser } from '../auth/authentication.ts';
import { requestTimeZone } from '../auth/kindergarten-time-zone.ts';
import type { Database } from '../db/client.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

export type AbsenceRoutesOptions = {
  database: Database;
  publisher: RealtimePublisher;
  /** For a kindergarten that set no zone of its own. */ defaultTimeZone: string;
};

const historyQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(500) });
const rejections = { 409: absenceErrorResponseSchema, 422: absenceErrorResponseSchema };

/** The absence routes: report, history, one entry, update, withdraw. Every committed change is published after commit. */
export const absenceRoutes: FastifyPluginAsyncZod<AbsenceRoutesOptions> = async (
  app,
  { database, publisher, defaultTimeZone },
) => {
  const { absences } = createRepositories(database.db);
  const announce = async (written: Written, log: typeof app.log) => {
    if (written.changed)
      await publishSafely(publisher, absenceChangedMessage(written.absence, written.guardianUserIds), log);
  };

  app.post(
    '/report-absence',
    { schema: { body: reportAbsenceRequestSchema, response: { 200: absenceResponseSchema, ...rejections } } },
    async (request, reply) => {
      const result = await reportAbsence(
        database.db,
        viewerOf(authenticatedUser(request)),
        request.body,
        calendarDay(requestTimeZone(request, defaultTimeZone)),
      );
      if (isRejected(result)) return reply.code(result.status).send(result.rejected);
      await announce(result, request.log);
      return {
        status: 'success' as const,
        message: 'The absence has been reported.',
        code: 'absence_reported' as const,
        absence: result.absence,
      };
    },
  );

  // Answered with and without a trailing slash: the router treats the two spellings as different paths.
  for (const url of ['/absence-history', '/absence-history/']) {
    app.get(
      url,
      { schema: { querystring: historyQuerySchema, response: { 200: absenceHistoryResponseSchema } } },
      async (request) => {
        return { absences: await absences.listVisible(viewerOf(authenticatedUser(request)), request.query.limit) };
      },
    );
  }

  app.get(
    '/absence-history/:id',
    { schema: { params: absenceIdParamsSchema, response: { 200: absenceResponseSchema, 404: messageResponseSchema } } },
    async (request, reply) => {
      const absence = await absences.findVisible(viewerOf(authenticatedUser(request)), request.params.id);
      if (!absence) return reply.code(404).send({ message: 'Not Found' });
      return { status: 'success' as const, message: '', absence };
    },
  );

  app.post(
    '/absence-history/:id',
    {
      schema: {
        params: absenceIdParamsSchema,
        body: updateAbsenceRequestSchema,
        response: { 200: absenceResponseSchema, 404: messageResponseSchema, ...rejections },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const result = await updateAbsence(
        database.db,
        viewer,
        request.params.id,
        request.body,
        calendarDay(requestTimeZone(request, defaultTimeZone)),
      );
      if (!result) return reply.code(404).send({ message: 'Not Found' });
      if (isRejected(result)) return reply.code(result.status).send(result.rejected);
      await announce(result, request.log);
      return {
        status: 'success' as const,
        message: 'The absence has been updated.',
        code: 'absence_updated' as const,
        absence: result.absence,
      };
    },
  );

  app.delete(
    '/absence-history/:id',
    {
      schema: {
        params: absenceIdParamsSchema,
        response: { 200: absenceWithdrawnResponseSchema, 404: messageResponseSchema, ...rejections },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const result = await withdrawAbsence(
        database.db,
        viewer,
        request.params.id,
        calendarDay(requestTimeZone(request, defaultTimeZone)),
      );
      if (!result) return reply.code(404).send({ message: 'Not Found' });
      if (isRejected(result)) return reply.code(result.status).send(result.rejected);
      await announce(result, request.log);
      return {
        status: 'success' as const,
        message: 'The absence has been withdrawn.',
        code: 'absence_withdrawn' as const,
      };
    },
  );
};
