import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import { publicationKinds, type ConfirmationStatus } from '#contract/publication-rules';
import {
  answerErrorResponseSchema,
  answerRequestSchema,
  answerResponseSchema,
  publicationIdParamsSchema,
} from '#contract/publications';
import { authenticatedUser } from '../auth/authentication.ts';
import type { FilesQuota } from '../files/files-quota.ts';
import type { Database } from '../db/client.ts';
import { answerChangedMessage } from '../publications/answer-broadcast.ts';
import { isRejected } from '../publications/answer-rules.ts';
import { submitAnswer } from '../publications/submit-answer.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { viewerOf } from '../sync/viewer.ts';

export type PublicationAnswerRoutesOptions = { database: Database; publisher: RealtimePublisher; quota: FilesQuota };

/** A signature of 1 MB is 1.4 MB as base64, plus feedback and answers. */
const answerBodyLimit = 2 * 1024 * 1024;
const actions: {
  path: string;
  status: ConfirmationStatus;
  message: string;
  code: 'answer_confirmed' | 'answer_cancelled';
}[] = [
  { path: 'confirmation', status: 'confirmed', message: 'Your answer has been saved.', code: 'answer_confirmed' },
  { path: 'cancel', status: 'cancelled', message: 'Your cancellation has been saved.', code: 'answer_cancelled' },
];

/** POST /api/{news|event}/{id}/confirmation and …/cancel (contract/publications.ts). */
export const publicationAnswerRoutes: FastifyPluginAsyncZod<PublicationAnswerRoutesOptions> = async (
  app,
  { database, publisher, quota },
) => {
  for (const kind of publicationKinds) {
    for (const action of actions) {
      app.post(
        `/${kind}/:id/${action.path}`,
        {
          bodyLimit: answerBodyLimit,
          schema: {
            params: publicationIdParamsSchema,
            body: answerRequestSchema,
            response: {
              200: answerResponseSchema,
              403: answerErrorResponseSchema,
              404: messageResponseSchema,
              409: answerErrorResponseSchema,
              422: answerErrorResponseSchema,
            },
          },
        },
        async (request, reply) => {
          const viewer = viewerOf(authenticatedUser(request));
          const result = await submitAnswer(database.db, viewer, {
            kind,
            itemId: request.params.id,
            status: action.status,
            body: request.body,
            now: new Date(),
            quota,
          });
          if (!result) return reply.code(404).send({ message: 'Not Found' });
          if (isRejected(result)) return reply.code(result.status).send(result.rejected);
          if (result.changed) await publishSafely(publisher, answerChangedMessage(result.confirmation), request.log);
          return {
            status: 'success' as const,
            message: action.message,
            code: action.code,
            confirmation: result.confirmation,
            signature: result.signature,
          };
        },
      );
    }
  }
};
