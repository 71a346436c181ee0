import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoneSchema,
  adminIdParamsSchema,
  adminMemberParamsSchema,
  childInputSchema,
  childResponseSchema,
  groupInputSchema,
  groupResponseSchema,
  guardianInputSchema,
  guardianResponseSchema,
} from '#contract/admin';
import { adminOf, adminRefusals, announceChange, notFound, refuse } from '../admin/admin-replies.ts';
import type { Database } from '../db/client.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';

export type AdminRoutesOptions = { database: Database; publisher: RealtimePublisher };

/** Groups, children and who their guardians are. Registered inside the admin-only scope. */
export const adminFamilyRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { database, publisher }) => {
  const { admin } = createRepositories(database.db);

  app.post(
    '/groups',
    { schema: { body: groupInputSchema, response: { 200: groupResponseSchema, ...adminRefusals } } },
    async (request) => {
      const viewer = adminOf(request);
      const group = await admin.createGroup(viewer, request.body);
      await announceChange(publisher, viewer, group.version, request.log);
      return { status: 'success' as const, message: 'The group has been created.', group };
    },
  );

  app.patch(
    '/groups/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: groupInputSchema,
        response: { 200: groupResponseSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const viewer = adminOf(request);
      const group = await admin.updateGroup(viewer, request.params.id, request.body);
      if (!group) return notFound(reply);
      await announceChange(publisher, viewer, group.version, request.log);
      return { status: 'success' as const, message: 'The group has been saved.', group };
    },
  );

  app.delete(
    '/groups/:id',
    { schema: { params: adminIdParamsSchema, response: { 200: adminDoneSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const result = await inTransaction(database.db, async (tx) => {
        if (!(await tx.admin.findGroup(viewer, request.params.id))) return 'not_found' as const;
        if ((await tx.admin.childrenInGroup(request.params.id)) > 0) return 'group_not_empty' as const;
        // Refused rather than deleting the room too: a room holds the families' messages, which should not go silently.
        if ((await tx.admin.roomsOfGroup(request.params.id)) > 0) return 'group_has_rooms' as const;
        return tx.admin.deleteGroup(viewer, request.params.id);
      });
      if (result === 'not_found' || !result) return notFound(reply);
      if (result === 'group_not_empty' || result === 'group_has_rooms') return refuse(reply, result);
      await announceChange(publisher, viewer, result.version, request.log);
      return { status: 'success' as const, message: 'The group has been deleted.' };
    },
  );

  app.post(
    '/children',
    { schema: { body: childInputSchema, response: { 200: childResponseSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const { first_name, last_name, birth_date, group_id } = request.body;
      if (group_id && !(await admin.findGroup(viewer, group_id))) return notFound(reply);
      const child = await admin.createChild(viewer, {
        firstName: first_name,
        lastName: last_name,
        birthDate: birth_date ?? null,
        groupId: group_id ?? null,
      });
      await announceChange(publisher, viewer, child.version, request.log);
      return { status: 'success' as const, message: 'The child has been added.', child };
    },
  );

  app.patch(
    '/children/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: childInputSchema.partial(),
        response: { 200: childResponseSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const viewer = adminOf(request);
      const { first_name, last_name, birth_date, group_id } = request.body;
      if (group_id && !(await admin.findGroup(viewer, group_id))) return notFound(reply);
      const child = await admin.updateChild(viewer, request.params.id, {
        ...(first_name === undefined ? {} : { firstName: first_name }),
        ...(last_name === undefined ? {} : { lastName: last_name }),
        ...(birth_date === undefined ? {} : { birthDate: birth_date }),
        ...(group_id === undefined ? {} : { groupId: group_id }),
      });
      if (!child) return notFound(reply);
      await announceChange(publisher, viewer, child.version, request.log);
      return { status: 'success' as const, message: 'The child has been saved.', child };
    },
  );

  app.delete(
    '/children/:id',
    { schema: { params: adminIdParamsSchema, response: { 200: adminDoneSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const result = await inTransaction(database.db, (tx) => tx.admin.deleteChild(viewer, request.params.id));
      if (!result) return notFound(reply);
      await announceChange(publisher, viewer, result.version, request.log);
      return { status: 'success' as const, message: 'The child has been removed.' };
    },
  );

  app.post(
    '/children/:id/guardians',
    {
      schema: {
        params: adminIdParamsSchema,
        body: guardianInputSchema,
        response: { 200: guardianResponseSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const viewer = adminOf(request);
      const [child, user] = await Promise.all([
        admin.findChild(viewer, request.params.id),
        admin.findUser(viewer, request.body.user_id),
      ]);
      if (!child || !user) return notFound(reply);
      if (user.role !== 'parent') return refuse(reply, 'wrong_role');
      const guardian = await admin.linkGuardian(viewer, child.id, user.id, request.body.relation ?? '');
      await announceChange(publisher, viewer, guardian.version, request.log);
      return { status: 'success' as const, message: 'The guardian has been linked.', guardian };
    },
  );

  app.delete(
    '/children/:id/guardians/:userId',
    { schema: { params: adminMemberParamsSchema, response: { 200: adminDoneSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      if (!(await admin.findChild(viewer, request.params.id))) return notFound(reply);
      const ended = await admin.unlinkGuardian(request.params.id, request.params.userId);
      if (!ended) return notFound(reply);
      await announceChange(publisher, viewer, ended.version, request.log);
      return { status: 'success' as const, message: 'The guardian has been unlinked.' };
    },
  );
};
