import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatErrorResponseSchema,
  chatUserParamsSchema,
  chatUserResponseSchema,
  chatUsersQuerySchema,
  chatUsersResponseSchema,
  messagesPageResponseSchema,
  messagesParamsSchema,
  messagesQuerySchema,
  roomIdParamsSchema,
  roomResponseSchema,
  roomsResponseSchema,
} from '#contract/chat';
import { chatLimits } from '#contract/chat-rules';
import { messageResponseSchema } from '#contract/common';
import { authenticatedUser } from '../auth/authentication.ts';
import { isChatRejected, roomOfMember } from '../chat/chat-access.ts';
import { chatPartnersOf, conversationsOf, roomDetail } from '../chat/conversation-views.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

const notFound = { message: 'Not Found' };
const refusals = { 403: chatErrorResponseSchema, 404: messageResponseSchema, 422: chatErrorResponseSchema };

/** The chat's reads: conversations, a room, older messages, people to write to. */
export const chatRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { chat } = createRepositories(database.db);

  app.get('/rooms', { schema: { response: { 200: roomsResponseSchema } } }, async (request) => {
    return { rooms: await conversationsOf(chat, viewerOf(authenticatedUser(request))) };
  });

  app.get(
    '/room/:id',
    { schema: { params: roomIdParamsSchema, response: { 200: roomResponseSchema, ...refusals } } },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const access = await roomOfMember(chat, viewer, request.params.id);
      if (!access) return reply.code(404).send(notFound);
      if (isChatRejected(access)) return reply.code(access.status).send(access.rejected);
      return roomDetail(chat, viewer, access.room, chatLimits.messagePageSize);
    },
  );

  app.get(
    '/messages/:roomId',
    {
      schema: {
        params: messagesParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const access = await roomOfMember(chat, viewer, request.params.roomId);
      if (!access) return reply.code(404).send(notFound);
      if (isChatRejected(access)) return reply.code(access.status).send(access.rejected);
      const { cursor, limit } = request.query;
      const before = cursor ? await chat.findAnyMessage(cursor) : undefined;
      if (cursor && before?.room_id !== access.room.id) {
        const message = 'The cursor is not a message of this room.';
        return reply.code(422).send({ message, errors: { cursor: [message] } });
      }
      const page = await chat.messagesPage(access.room.id, before, limit);
      return { messages: page.messages, next_cursor: page.hasMore ? page.messages[0]!.id : null };
    },
  );

  app.get(
    '/chat/users',
    { schema: { querystring: chatUsersQuerySchema, response: { 200: chatUsersResponseSchema } } },
    async (request) => {
      const partners = await chatPartnersOf(chat, viewerOf(authenticatedUser(request)));
      const q = request.query.q?.toLocaleLowerCase();
      return {
        users: partners.filter(
          (partner) => partner.may_write && (!q || partner.user.name.toLocaleLowerCase().includes(q)),
        ),
      };
    },
  );

  app.get(
    '/user/:id',
    { schema: { params: chatUserParamsSchema, response: { 200: chatUserResponseSchema, 404: messageResponseSchema } } },
    async (request, reply) => {
      const [partner] = await chatPartnersOf(chat, viewerOf(authenticatedUser(request)), [request.params.id]);
      return partner ?? reply.code(404).send(notFound);
    },
  );
};
