import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatErrorResponseSchema,
  markRoomReadRequestSchema,
  messageSentResponseSchema,
  newMessageRequestSchema,
  privateMessageRequestSchema,
  roomIdParamsSchema,
  roomReadResponseSchema,
} from '#contract/chat';
import { messageResponseSchema } from '#contract/common';
import { authenticatedUser } from '../auth/authentication.ts';
import type { ChatAnnouncer } from '../chat/chat-announce.ts';
import { isChatRejected, type ChatRejected } from '../chat/chat-access.ts';
import { markRoomRead } from '../chat/mark-read.ts';
import { groupRoomSender, sendPrivateMessage, sendRoomMessage, type MessageWritten } from '../chat/message-writes.ts';
import type { Database } from '../db/client.ts';
import { viewerOf } from '../sync/viewer.ts';

export type ChatMessageRoutesOptions = { database: Database; announcer: ChatAnnouncer };

const refusals = {
  403: chatErrorResponseSchema,
  404: messageResponseSchema,
  409: chatErrorResponseSchema,
  422: chatErrorResponseSchema,
};
const sendSchema = { 200: messageSentResponseSchema, ...refusals };

/** The chat's writes: both sends (idempotent by the client's message id) and mark-read. */
export const chatMessageRoutes: FastifyPluginAsyncZod<ChatMessageRoutesOptions> = async (
  app,
  { database, announcer },
) => {
  const sendToGroupRoom = groupRoomSender(database.db);
  async function answer(reply: FastifyReply, result: MessageWritten | ChatRejected | undefined) {
    if (!result) return reply.code(404).send({ message: 'Not Found' });
    if (isChatRejected(result)) return reply.code(result.status).send(result.rejected);
    await announcer.messageSent(result, reply.log);
    const { message, room, members, files } = result;
    return reply.send({
      status: 'success' as const,
      message: 'The message has been sent.',
      code: 'message_sent' as const,
      chat_message: message,
      room,
      changes: {
        rooms: [room],
        messages: [message],
        ...(members.length ? { room_members: members } : {}),
        ...(files.length ? { files } : {}),
      },
    });
  }

  app.post(
    '/new-message',
    { schema: { body: newMessageRequestSchema, response: sendSchema }, config: { leavesAccounts: true } },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      return answer(reply, await sendRoomMessage(database.db, sendToGroupRoom, viewer, request.body));
    },
  );

  app.post(
    '/private-message-send',
    { schema: { body: privateMessageRequestSchema, response: sendSchema }, config: { leavesAccounts: true } },
    async (request, reply) => {
      return answer(reply, await sendPrivateMessage(database.db, viewerOf(authenticatedUser(request)), request.body));
    },
  );

  app.post(
    '/room/:id/read',
    {
      config: { leavesAccounts: true },
      schema: {
        params: roomIdParamsSchema,
        body: markRoomReadRequestSchema.optional(),
        response: { 200: roomReadResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await markRoomRead(
        database.db,
        viewerOf(authenticatedUser(request)),
        request.params.id,
        request.body?.message_id,
      );
      if (!result) return reply.code(404).send({ message: 'Not Found' });
      if (isChatRejected(result)) return reply.code(result.status).send(result.rejected);
      if (result.changed) await announcer.roomRead(result.member, request.log);
      return {
        status: 'success' as const,
        message: 'The conversation has been marked as read.',
        code: 'room_read' as const,
        member: result.member,
      };
    },
  );
};
