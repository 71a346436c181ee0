import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCommentRequestSchema,
  blackboardCommentParamsSchema,
  blackboardDeleteResponseSchema,
  blackboardErrorResponseSchema,
  blackboardPostIdParamsSchema,
  commentResponseSchema,
  commentsResponseSchema,
} from '#contract/blackboard';
import { messageResponseSchema } from '#contract/common';
import { authenticatedUser } from '../auth/authentication.ts';
import type { BoardAnnouncer } from '../blackboard/blackboard-announce.ts';
import { isRejected } from '../blackboard/blackboard-rules.ts';
import { addComment, deleteComment } from '../blackboard/comment-writes.ts';
import { commentsOf } from '../blackboard/post-views.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

export type CommentRoutesOptions = { database: Database; announcer: BoardAnnouncer };

const refusals = {
  403: blackboardErrorResponseSchema,
  404: messageResponseSchema,
  409: blackboardErrorResponseSchema,
  422: blackboardErrorResponseSchema,
};

/** Comments on blackboard posts: read, add (idempotent by the client's id), delete (author or moderation). */
export const commentRoutes: FastifyPluginAsyncZod<CommentRoutesOptions> = async (app, { database, announcer }) => {
  const repositories = createRepositories(database.db);

  app.get(
    '/blackboard/:id/comments',
    {
      schema: {
        params: blackboardPostIdParamsSchema,
        response: { 200: commentsResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const post = await repositories.blackboard.findPost(viewerOf(authenticatedUser(request)), request.params.id);
      if (!post) return reply.code(404).send({ message: 'Not Found' });
      return commentsOf(repositories, post.id);
    },
  );

  app.post(
    '/blackboard/:id/comment',
    {
      config: { leavesAccounts: true },
      schema: {
        params: blackboardPostIdParamsSchema,
        body: addCommentRequestSchema,
        response: { 200: commentResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await addComment(
        database.db,
        viewerOf(authenticatedUser(request)),
        request.params.id,
        request.body,
      );
      if (!result) return reply.code(404).send({ message: 'Not Found' });
      if (isRejected(result)) return reply.code(result.status).send(result.rejected);
      if (result.version > 0) {
        await announcer.syncAvailable(result.post.kindergarten_id, result.version, request.log);
        announcer.newComment(result, request.log);
      }
      return {
        status: 'success' as const,
        message: 'The comment has been added.',
        code: 'comment_added' as const,
        comment: result.comment,
      };
    },
  );

  app.delete(
    '/blackboard/:id/comment/:commentId',
    {
      schema: { params: blackboardCommentParamsSchema, response: { 200: blackboardDeleteResponseSchema, ...refusals } },
    },
    async (request, reply) => {
      const result = await deleteComment(
        database.db,
        viewerOf(authenticatedUser(request)),
        request.params.id,
        request.params.commentId,
      );
      if (!result) return reply.code(404).send({ message: 'Not Found' });
      if (isRejected(result)) return reply.code(result.status).send(result.rejected);
      await announcer.syncAvailable(result.kindergartenId, result.version, request.log);
      return { status: 'success' as const, message: 'The comment has been deleted.', code: 'comment_deleted' as const };
    },
  );
};
