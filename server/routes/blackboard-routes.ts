import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addBlackboardImageFieldsSchema,
  blackboardDeleteResponseSchema,
  blackboardErrorResponseSchema,
  blackboardImageParamsSchema,
  blackboardPageQuerySchema,
  blackboardPageResponseSchema,
  blackboardPostIdParamsSchema,
  blackboardPostResponseSchema,
  blackboardPostWriteResponseSchema,
  createBlackboardPostFieldsSchema,
  kindergartenBlackboardParamsSchema,
  updateBlackboardPostRequestSchema,
  userBlackboardParamsSchema,
} from '#contract/blackboard';
import type { BlackboardSuccessCode } from '#contract/blackboard-rules';
import { messageResponseSchema } from '#contract/common';
import { authenticatedUser } from '../auth/authentication.ts';
import type { BoardAnnouncer } from '../blackboard/blackboard-announce.ts';
import { oversizedRequest, readBoardInput } from '../blackboard/blackboard-input.ts';
import { invalidField, isRejected, parseFields, type Rejected } from '../blackboard/blackboard-rules.ts';
import { checkedImages } from '../blackboard/checked-images.ts';
import { addImages, removeImage } from '../blackboard/image-writes.ts';
import { createPost, deletePost, updatePost, type PostWritten } from '../blackboard/post-writes.ts';
import { postDetail, postPage } from '../blackboard/post-views.ts';
import type { Database } from '../db/client.ts';
import type { FilesQuota } from '../files/files-quota.ts';
import { acceptMultipart } from '../files/read-multipart.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

export type BlackboardRoutesOptions = { database: Database; announcer: BoardAnnouncer; quota: FilesQuota };

const notFound = { 404: messageResponseSchema };
const refusals = {
  403: blackboardErrorResponseSchema,
  404: messageResponseSchema,
  409: blackboardErrorResponseSchema,
  413: blackboardErrorResponseSchema,
  422: blackboardErrorResponseSchema,
};
const writeSchema = { response: { 200: blackboardPostWriteResponseSchema, ...refusals } };
const messages: Partial<Record<BlackboardSuccessCode, string>> = {
  post_created: 'The post has been published.',
  post_updated: 'The post has been updated.',
  image_added: 'The images have been added.',
  image_removed: 'The image has been removed.',
};

/** Answers a refusal, a 404, or the post's rows with the success code. */
function answer(reply: FastifyReply, result: PostWritten | Rejected | undefined, code: BlackboardSuccessCode) {
  if (!result) return reply.code(404).send({ message: 'Not Found' });
  if (isRejected(result)) return reply.code(result.status).send(result.rejected);
  const { post, images, files } = result;
  return reply.send({ status: 'success' as const, message: messages[code] ?? '', code, post, images, files });
}

/** The blackboard's posts and images. Comments: comment-routes.ts; bytes: file-routes.ts. */
export const blackboardRoutes: FastifyPluginAsyncZod<BlackboardRoutesOptions> = async (
  app,
  { database, announcer, quota },
) => {
  const repositories = createRepositories(database.db);
  await acceptMultipart(app);
  app.addHook('onRequest', async (request, reply) => {
    const refused =
      request.method === 'POST'
        ? oversizedRequest(request, request.url.split('?')[0]!.endsWith('/image') ? 'image' : 'images')
        : undefined;
    if (refused) return reply.code(refused.status).send(refused.rejected);
  });

  app.post('/blackboard', { schema: writeSchema }, async (request, reply) => {
    const viewer = viewerOf(authenticatedUser(request));
    const input = await readBoardInput(request, 'images');
    if (isRejected(input)) return answer(reply, input, 'post_created');
    const fields = parseFields(createBlackboardPostFieldsSchema, input.fields);
    if (isRejected(fields)) return answer(reply, fields, 'post_created');
    const images = checkedImages(input.images);
    if (isRejected(images)) return answer(reply, images, 'post_created');
    const result = await createPost(database.db, viewer, fields, images, quota);
    if (result && !isRejected(result) && result.version > 0) {
      await announcer.syncAvailable(result.post.kindergarten_id, result.version, request.log);
      announcer.newPost(result.post, request.log);
    }
    return answer(reply, result, 'post_created');
  });

  app.post(
    '/blackboard/:id',
    { schema: { params: blackboardPostIdParamsSchema, ...writeSchema } },
    async (request, reply) => {
      const input = await readBoardInput(request, 'images', { images: false });
      if (isRejected(input)) return answer(reply, input, 'post_updated');
      const text = parseFields(updateBlackboardPostRequestSchema, input.fields);
      if (isRejected(text)) return answer(reply, text, 'post_updated');
      const result = await updatePost(database.db, viewerOf(authenticatedUser(request)), request.params.id, text);
      if (result && !isRejected(result))
        await announcer.syncAvailable(result.post.kindergarten_id, result.version, request.log);
      return answer(reply, result, 'post_updated');
    },
  );

  app.get(
    '/blackboard/:id',
    { schema: { params: blackboardPostIdParamsSchema, response: { 200: blackboardPostResponseSchema, ...notFound } } },
    async (request, reply) => {
      const post = await repositories.blackboard.findPost(viewerOf(authenticatedUser(request)), request.params.id);
      if (!post) return reply.code(404).send({ message: 'Not Found' });
      return postDetail(repositories, post);
    },
  );

  app.delete(
    '/blackboard/:id',
    {
      schema: { params: blackboardPostIdParamsSchema, response: { 200: blackboardDeleteResponseSchema, ...refusals } },
    },
    async (request, reply) => {
      const result = await deletePost(database.db, viewerOf(authenticatedUser(request)), request.params.id);
      if (!result) return reply.code(404).send({ message: 'Not Found' });
      if (isRejected(result)) return reply.code(result.status).send(result.rejected);
      await announcer.syncAvailable(result.kindergartenId, result.version, request.log);
      return { status: 'success' as const, message: 'The post has been deleted.', code: 'post_deleted' as const };
    },
  );

  app.get(
    '/blackboards/:kindergartenId',
    {
      schema: {
        params: kindergartenBlackboardParamsSchema,
        querystring: blackboardPageQuerySchema,
        response: { 200: blackboardPageResponseSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      if (request.params.kindergartenId !== viewer.kindergartenId)
        return reply.code(404).send({ message: 'Not Found' });
      return postPage(repositories, viewer, {}, request.query.page, request.query.per_page);
    },
  );

  app.get(
    '/user/:userId/blackboards/:kindergartenId',
    {
      schema: {
        params: userBlackboardParamsSchema,
        querystring: blackboardPageQuerySchema,
        response: { 200: blackboardPageResponseSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const { kindergartenId, userId } = request.params;
      const viewer = viewerOf(authenticatedUser(request));
      if (kindergartenId !== viewer.kindergartenId) return reply.code(404).send({ message: 'Not Found' });
      return postPage(repositories, viewer, { authorId: userId }, request.query.page, request.query.per_page);
    },
  );

  app.post(
    '/blackboard/:id/image',
    { schema: { params: blackboardPostIdParamsSchema, ...writeSchema } },
    async (request, reply) => {
      const input = await readBoardInput(request, 'image');
      if (isRejected(input)) return answer(reply, input, 'image_added');
      const fields = parseFields(addBlackboardImageFieldsSchema, input.fields);
      if (isRejected(fields)) return answer(reply, fields, 'image_added');
      const images = checkedImages(input.images);
      if (isRejected(images)) return answer(reply, images, 'image_added');
      if (images.length === 0) return answer(reply, invalidField('image', 'Choose an image to add.'), 'image_added');
      const result = await addImages(
        database.db,
        viewerOf(authenticatedUser(request)),
        request.params.id,
        images,
        [fields.alt],
        'image',
        quota,
      );
      if (result && !isRejected(result))
        await announcer.syncAvailable(result.post.kindergarten_id, result.version, request.log);
      return answer(reply, result, 'image_added');
    },
  );

  app.delete(
    '/blackboard/:id/image/:imageId',
    { schema: { params: blackboardImageParamsSchema, ...writeSchema } },
    async (request, reply) => {
      const result = await removeImage(
        database.db,
        viewerOf(authenticatedUser(request)),
        request.params.id,
        request.params.imageId,
      );
      if (result && !isRejected(result))
        await announcer.syncAvailable(result.post.kindergarten_id, result.version, request.log);
      return answer(reply, result, 'image_removed');
    },
  );
};
