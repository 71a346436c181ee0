import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoneSchema,
  adminIdParamsSchema,
  adminMemberParamsSchema,
  roomInputSchema,
  roomMemberInputSchema,
  roomMemberResponseSchema,
  roomResponseSchema,
} from '#contract/admin';
import { adminOf, adminRefusals, announceChange, notFound } from '../admin/admin-replies.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';
import type { AdminRoutesOptions } from './admin-family-routes.ts';

/** Group chat rooms and who is in them. Private conversations are their two members' alone: 404 here. */
export const adminRoomRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { database, publisher }) => {
  const { admin } = createRepositories(database.db);

  app.post(
    '/rooms',
    { schema: { body: roomInputSchema, response: { 200: roomResponseSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const groupId = request.body.group_id ?? null;
      if (groupId && !(await admin.findGroup(viewer, groupId))) return notFound(reply);
      // The admin who creates a room is its first member: rooms reach only their members' devices (ADR 0005), so
      // otherwise the new room would never appear in the creator's own list of rooms to manage.
      const { room, member } = await inTransaction(database.db, async (tx) => {
        const created = await tx.admin.createRoom(viewer, { name: request.body.name, groupId });
        return { room: created, member: await tx.admin.addMember(viewer, created.id, viewer.userId) };
      });
      await announceChange(publisher, viewer, Math.max(room.version, member.version), request.log);
      return { status: 'success' as const, message: 'The chat room has been created.', room };
    },
  );

  app.patch(
    '/rooms/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: roomInputSchema,
        response: { 200: roomResponseSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const viewer = adminOf(request);
      const groupId = request.body.group_id;
      if (groupId && !(await admin.findGroup(viewer, groupId))) return notFound(reply);
      const room = await admin.updateRoom(viewer, request.params.id, {
        name: request.body.name,
        ...(groupId === undefined ? {} : { groupId }),
      });
      if (!room) return notFound(reply);
      await announceChange(publisher, viewer, room.version, request.log);
      return { status: 'success' as const, message: 'The chat room has been saved.', room };
    },
  );

  app.delete(
    '/rooms/:id',
    { schema: { params: adminIdParamsSchema, response: { 200: adminDoneSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const result = await inTransaction(database.db, async (tx) => {
        const deleted = await tx.admin.deleteRoom(viewer, request.params.id);
        if (!deleted) return undefined;
        // Nobody can open the room's photos and PDFs any more: they go now, and free the kindergarten's quota.
        const files = await tx.files.softDelete(await tx.chat.attachmentsInRoom(request.params.id));
        return { version: Math.max(deleted.version, files) };
      });
      if (!result) return notFound(reply);
      await announceChange(publisher, viewer, result.version, request.log);
      return { status: 'success' as const, message: 'The chat room has been deleted.' };
    },
  );

  app.post(
    '/rooms/:id/members',
    {
      schema: {
        params: adminIdParamsSchema,
        body: roomMemberInputSchema,
        response: { 200: roomMemberResponseSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const viewer = adminOf(request);
      const [room, user] = await Promise.all([
        admin.findRoom(viewer, request.params.id),
        admin.findUser(viewer, request.body.user_id),
      ]);
      if (!room || !user) return notFound(reply);
      const member = await admin.addMember(viewer, room.id, user.id);
      await announceChange(publisher, viewer, member.version, request.log);
      return { status: 'success' as const, message: 'The member has been added.', member };
    },
  );

  app.delete(
    '/rooms/:id/members/:userId',
    { schema: { params: adminMemberParamsSchema, response: { 200: adminDoneSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      if (!(await admin.findRoom(viewer, request.params.id))) return notFound(reply);
      const ended = await admin.removeMember(request.params.id, request.params.userId);
      if (!ended) return notFound(reply);
      await announceChange(publisher, viewer, ended.version, request.log);
      return { status: 'success' as const, message: 'The member has been removed.' };
    },
  );
};
