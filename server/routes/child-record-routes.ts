import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childRecordFieldsSchema,
  childRecordHistoryResponseSchema,
  childRecordParamsSchema,
  childRecordRejectionSchema,
  childRecordResponseSchema,
} from '#contract/child-records';
import { messageResponseSchema } from '#contract/common';
import { authenticatedUser } from '../auth/authentication.ts';
import { saveChildRecord } from '../child-records/save-child-record.ts';
import type { Database } from '../db/client.ts';
import { childRecordRepository } from '../repositories/child-record-repository.ts';
import { viewerOf } from '../sync/viewer.ts';

export type ChildRecordRoutesOptions = { database: Database };

const historyQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const notFound = { message: 'Not Found' };

/** A child's record: written by its guardians and the admin, its history read by everyone who sees the child. */
export const childRecordRoutes: FastifyPluginAsyncZod<ChildRecordRoutesOptions> = async (app, { database }) => {
  const records = childRecordRepository(database.db);

  app.put(
    '/child-records/:childId',
    {
      schema: {
        params: childRecordParamsSchema,
        body: childRecordFieldsSchema,
        response: {
          200: childRecordResponseSchema,
          403: childRecordRejectionSchema,
          404: messageResponseSchema,
          422: childRecordRejectionSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const outcome = await saveChildRecord(database.db, viewer, request.params.childId, request.body);
      if ('notFound' in outcome) return reply.code(404).send(notFound);
      if ('refused' in outcome) {
        const { status, code, message } = outcome.refused;
        return reply.code(status).send({ message, code, errors: {} });
      }
      return { status: 'success' as const, message: 'The record has been saved.', record: outcome.saved };
    },
  );

  app.get(
    '/child-records/:childId/history',
    {
      schema: {
        params: childRecordParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: childRecordHistoryResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const child = await records.visibleChild(viewer, request.params.childId);
      if (!child) return reply.code(404).send(notFound);
      return { changes: await records.history(child.id, request.query.limit) };
    },
  );
};
