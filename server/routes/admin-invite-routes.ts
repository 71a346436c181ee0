import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  inviteCodeInputSchema,
  inviteCodeListSchema,
  inviteCodeResponseSchema,
} from '#contract/admin';
import { adminOf, adminRefusals, notFound, refuse } from '../admin/admin-replies.ts';
import { newInviteCode } from '../admin/invite-code-generator.ts';
import { isUniqueViolation } from '../repositories/database-errors.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';
import type { AdminRoutesOptions } from './admin-family-routes.ts';

const day = 86_400_000;

/** Invite codes for families (with their children) and for staff; list and revoke. Not synced. */
export const adminInviteRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { database }) => {
  const { admin } = createRepositories(database.db);

  app.get(
    '/invite-codes',
    { schema: { response: { 200: inviteCodeListSchema, ...adminRefusals } } },
    async (request) => ({
      status: 'success' as const,
      codes: await admin.inviteCodes(adminOf(request)),
    }),
  );

  app.get(
    '/invite-codes/:id',
    { schema: { params: adminIdParamsSchema, response: { 200: inviteCodeResponseSchema, ...adminRefusals } } },
    async (request, reply) => {
      const code = await admin.inviteCode(adminOf(request), request.params.id);
      if (!code) return notFound(reply);
      return { status: 'success' as const, message: '', code };
    },
  );

  app.post(
    '/invite-codes',
    { schema: { body: inviteCodeInputSchema, response: { 200: inviteCodeResponseSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const { role, child_ids, max_uses, valid_days } = request.body;
      const childIds = [...new Set(child_ids)];
      const found = await createRepositories(database.db).kindergartens.existingChildIds(
        viewer.kindergartenId,
        childIds,
      );
      if (found.length !== childIds.length) return notFound(reply);
      for (let attempt = 0; ; attempt++) {
        try {
          const created = await inTransaction(database.db, (tx) =>
            tx.inviteCodes.create({
              code: newInviteCode(),
              kindergartenId: viewer.kindergartenId,
              role,
              maxUses: max_uses,
              childIds,
              expiresAt: valid_days === null ? null : new Date(Date.now() + valid_days * day),
              createdBy: viewer.userId,
            }),
          );
          const code = (await admin.inviteCode(viewer, created.id))!;
          return { status: 'success' as const, message: 'The invite code has been created.', code };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },
  );

  app.post(
    '/invite-codes/:id/revoke',
    { schema: { params: adminIdParamsSchema, response: { 200: inviteCodeResponseSchema, ...adminRefusals } } },
    async (request, reply) => {
      const viewer = adminOf(request);
      const existing = await admin.inviteCode(viewer, request.params.id);
      if (!existing) return notFound(reply);
      if (!(await admin.revokeInviteCode(viewer, existing.id))) return refuse(reply, 'code_already_revoked');
      const code = (await admin.inviteCode(viewer, existing.id))!;
      return { status: 'success' as const, message: 'The invite code has been revoked.', code };
    },
  );
};
