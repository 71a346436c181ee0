import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoneSchema,
  adminIdParamsSchema,
  adminPeopleSchema,
  kindergartenInputSchema,
  kindergartenResponseSchema,
  personResponseSchema,
  staffInputSchema,
} from '#contract/admin';
import { adminOf, adminRefusals, announceChange, notFound, refuse } from '../admin/admin-replies.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';
import type { AdminRoutesOptions } from './admin-family-routes.ts';

/** Everyone's accounts, staff roles, the kindergarten's contact details, legal texts and chat rule. */
export const adminPeopleRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { database, publisher }) => {
  const { admin } = createRepositories(database.db);

  app.get('/people', { schema: { response: { 200: adminPeopleSchema, ...adminRefusals } } }, async (request) => ({
    status: 'success' as const,
    people: await admin.people(adminOf(request)),
  }));

  app.patch(
    '/staff/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: staffInputSchema,
        response: { 200: personResponseSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const viewer = adminOf(request);
      const { role, job_title, contact_public } = request.body;
      const result = await inTransaction(database.db, async (tx) => {
        await tx.admin.lockKindergarten(viewer);
        const user = await tx.admin.findUser(viewer, request.params.id);
        if (!user) return 'not_found' as const;
        if (user.role === 'parent') return 'wrong_role' as const;
        if (user.role === 'admin' && role === 'staff' && (await tx.admin.otherAdmins(viewer, user.id)) === 0)
          return 'last_admin' as const;
        return tx.admin.updateStaff(viewer, user.id, {
          ...(role === undefined ? {} : { role }),
          ...(job_title === undefined ? {} : { jobTitle: job_title }),
          ...(contact_public === undefined ? {} : { contactPublic: contact_public }),
        });
      });
      if (result === 'not_found' || !result) return notFound(reply);
      if (typeof result === 'string') return refuse(reply, result);
      await announceChange(publisher, viewer, result.version, request.log);
      return {
        status: 'success' as const,
        message: 'The account has been saved.',
        person: (await admin.person(viewer, request.params.id))!,
      };
    },
  );

  app.delete(
    '/staff/:id',
    { schema: { params: adminIdParamsSchema, response: { 200: adminDoneSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const result = await inTransaction(database.db, async (tx) => {
        await tx.admin.lockKindergarten(viewer);
        const user = await tx.admin.findUser(viewer, request.params.id);
        if (!user) return 'not_found' as const;
        if (user.role === 'parent') return 'wrong_role' as const;
        if (user.role === 'admin' && (await tx.admin.otherAdmins(viewer, user.id)) === 0) return 'last_admin' as const;
        return tx.admin.removeAccount(viewer, user.id);
      });
      if (result === 'not_found' || !result) return notFound(reply);
      if (typeof result === 'string') return refuse(reply, result);
      await announceChange(publisher, viewer, result.version, request.log);
      return { status: 'success' as const, message: 'The account has been removed.' };
    },
  );

  app.patch(
    '/kindergarten',
    { schema: { body: kindergartenInputSchema, response: { 200: kindergartenResponseSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const b = request.body;
      const kindergarten = await admin.updateKindergarten(viewer, {
        name: b.name,
        street: b.street,
        postalCode: b.postal_code,
        city: b.city,
        phone: b.phone,
        email: b.email,
        website: b.website,
        openingHours: b.opening_hours,
        imprint: b.imprint,
        dataProtection: b.data_protection,
        terms: b.terms,
        allowParentChat: b.allow_parent_chat,
        timeZone: b.time_zone,
      });
      if (!kindergarten) return notFound(reply);
      await announceChange(publisher, viewer, kindergarten.version, request.log);
      return { status: 'success' as const, message: 'The kindergarten has been saved.', kindergarten };
    },
  );
};
