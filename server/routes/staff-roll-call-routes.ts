import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import {
  rollCallEntryRequestSchema,
  rollCallEntryResponseSchema,
  rollCallErrorResponseSchema,
  rollCallIdParamsSchema,
  rollCallNoteRequestSchema,
  rollCallResponseSchema,
  startRollCallRequestSchema,
} from '#contract/roll-calls';
import { calendarDay } from '../absences/calendar-day.ts';
import { authenticatedUser } from '../auth/authentication.ts';
import { requestTimeZone } from '../auth/kindergarten-time-zone.ts';
import type { Database } from '../db/client.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { rollCallRepository } from '../repositories/roll-call-repository.ts';
import { rollCallChangedMessage } from '../roll-calls/roll-call-broadcast.ts';
import { isRollCallRejected, startRollCall } from '../roll-calls/start-roll-call.ts';
import { viewerOf } from '../sync/viewer.ts';

export type StaffRollCallRoutesOptions = {
  database: Database;
  publisher: RealtimePublisher;
  /** For a kindergarten that set no zone of its own. */ defaultTimeZone: string;
};

const notFound = { message: 'Not Found' };

/**
 * Roll calls (contract/roll-calls.ts): start, note, close, and a child's tick. Every write is sent from the outbox and
 * may arrive twice; each one answers the row as it is then. A tick on a closed roll call is kept: it was made on a
 * device that had not heard of the closing yet, and dropping it would lose what a teacher saw.
 */
export const staffRollCallRoutes: FastifyPluginAsyncZod<StaffRollCallRoutesOptions> = async (
  app,
  { database, publisher, defaultTimeZone },
) => {
  const rollCalls = rollCallRepository(database.db);

  app.post(
    '/staff/roll-calls',
    {
      schema: {
        body: startRollCallRequestSchema,
        response: { 200: rollCallResponseSchema, 409: rollCallErrorResponseSchema, 422: rollCallErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const today = calendarDay(requestTimeZone(request, defaultTimeZone));
      const result = await startRollCall(database.db, viewer, request.body, today);
      if (isRollCallRejected(result)) return reply.code(result.status).send(result.rejected);
      const changes = { roll_calls: [result.rollCall], roll_call_entries: result.entries };
      if (result.created)
        await publishSafely(publisher, rollCallChangedMessage(viewer.kindergartenId, changes), request.log);
      return { roll_call: result.rollCall, changes: { roll_call_entries: result.entries } };
    },
  );

  app.post(
    '/staff/roll-calls/:id',
    {
      schema: {
        params: rollCallIdParamsSchema,
        body: rollCallNoteRequestSchema,
        response: { 200: rollCallResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { kindergartenId } = authenticatedUser(request);
      const rollCall = await rollCalls.setNote(kindergartenId, request.params.id, request.body.note);
      if (!rollCall) return reply.code(404).send(notFound);
      await publishSafely(publisher, rollCallChangedMessage(kindergartenId, { roll_calls: [rollCall] }), request.log);
      return { roll_call: rollCall };
    },
  );

  app.post(
    '/staff/roll-calls/:id/close',
    {
      schema: { params: rollCallIdParamsSchema, response: { 200: rollCallResponseSchema, 404: messageResponseSchema } },
    },
    async (request, reply) => {
      const { kindergartenId } = authenticatedUser(request);
      const rollCall = await rollCalls.close(kindergartenId, request.params.id);
      if (!rollCall) return reply.code(404).send(notFound);
      await publishSafely(publisher, rollCallChangedMessage(kindergartenId, { roll_calls: [rollCall] }), request.log);
      return { roll_call: rollCall };
    },
  );

  app.post(
    '/staff/roll-call-entries/:id',
    {
      schema: {
        params: rollCallIdParamsSchema,
        body: rollCallEntryRequestSchema,
        response: { 200: rollCallEntryResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = authenticatedUser(request);
      const entry = await rollCalls.mark(user.kindergartenId, request.params.id, {
        ...request.body,
        markedBy: user.id,
      });
      if (!entry) return reply.code(404).send(notFound);
      const message = rollCallChangedMessage(user.kindergartenId, { roll_call_entries: [entry] });
      await publishSafely(publisher, message, request.log);
      return { roll_call_entry: entry };
    },
  );
};
