import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import {
  familyFailureSchema,
  familyInviteCreatedSchema,
  familyInviteIdParamsSchema,
  familyInviteInputSchema,
  familyInviteListSchema,
  familyInviteRedeemSchema,
  familyRedeemedSchema,
  type FamilyFailure,
  type FamilyFailureCode,
} from '#contract/family';
import type { AuthFailureCode } from '#contract/auth';
import type { AttemptThrottle } from '../auth/attempt-throttle.ts';
import { authFailure } from '../auth/auth-failure.ts';
import { authenticatedUser } from '../auth/authentication.ts';
import { clientAddress } from '../auth/client-address.ts';
import { tooManyAttempts } from '../auth/too-many-attempts.ts';
import type { Database } from '../db/client.ts';
import {
  createFamilyInvite,
  familyInviteProblem,
  findFamilyInvite,
  takeFamilyInvite,
} from '../family/family-invites.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

export type FamilyInviteRoutesOptions = { database: Database; rateLimitPerMinute: number; throttle: AttemptThrottle };

const familyMessages: Record<FamilyFailureCode, string> = {
  family_child_not_yours: 'You can only invite guardians to your own children.',
  family_invite_parents_only: 'Only parents can accept a family invite.',
  family_invite_closed: 'This invite has already been used or withdrawn.',
};
const messageOf = (code: FamilyFailure['code']) =>
  code in familyMessages ? familyMessages[code as FamilyFailureCode] : authFailure(code as AuthFailureCode).message;
const refuse = (reply: FastifyReply, code: FamilyFailure['code']) =>
  reply.code(422).send({ status: 'failed' as const, message: messageOf(code), code });

const responses = { 404: messageResponseSchema, 422: familyFailureSchema, 429: messageResponseSchema.passthrough() };

/** A guardian's family invites (contract/family.ts). */
export const familyInviteRoutes: FastifyPluginAsyncZod<FamilyInviteRoutesOptions> = async (
  app,
  { database, rateLimitPerMinute, throttle },
) => {
  const { db } = database;
  const { familyInvites } = createRepositories(db);

  app.get('/family-invites', { schema: { response: { 200: familyInviteListSchema } } }, async (request) => ({
    invites: await familyInvites.pending(authenticatedUser(request).id, new Date()),
  }));

  app.post(
    '/family-invites',
    { schema: { body: familyInviteInputSchema, response: { 200: familyInviteCreatedSchema, ...responses } } },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const created = await createFamilyInvite(db, viewer, request.body, new Date());
      if (created === 'not_yours') return refuse(reply, 'family_child_not_yours');
      return { status: 'success' as const, message: 'The invite has been created.', ...created };
    },
  );

  app.post(
    '/family-invites/:id/withdraw',
    { schema: { params: familyInviteIdParamsSchema, response: { 200: familyInviteListSchema, ...responses } } },
    async (request, reply) => {
      const userId = authenticatedUser(request).id;
      const invite = await familyInvites.findOwn(viewerOf(authenticatedUser(request)), request.params.id);
      if (!invite) return reply.code(404).send({ message: 'Not Found' });
      if (!(await familyInvites.withdraw(invite.id, new Date()))) return refuse(reply, 'family_invite_closed');
      return { invites: await familyInvites.pending(userId, new Date()) };
    },
  );

  // Limited like registration with a code: per address per minute, and failures per code slow further tries.
  const rateLimit = {
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: { ip: string }) => clientAddress(request.ip),
  };
  app.post(
    '/family-invites/redeem',
    {
      config: { rateLimit },
      schema: { body: familyInviteRedeemSchema, response: { 200: familyRedeemedSchema, ...responses } },
    },
    async (request, reply) => {
      const user = authenticatedUser(request);
      const subject = request.body.code.toUpperCase();
      const address = clientAddress(request.ip);
      const verdict = await throttle.check('register', subject, address);
      if (!verdict.allowed) return tooManyAttempts(reply, verdict.retryAfterSeconds);
      const now = new Date();
      const invite = await findFamilyInvite(db, request.body.code);
      // Another kindergarten's invite reads as an unknown code: a code tells nothing about other kindergartens.
      const problem =
        invite?.kindergartenId === user.kindergartenId ? familyInviteProblem(invite, now) : 'invalid_invite_code';
      if (problem) {
        await throttle.fail('register', subject, address);
        return refuse(reply, problem);
      }
      if (user.role !== 'parent') return refuse(reply, 'family_invite_parents_only');
      const linked = await inTransaction(db, (tx) => takeFamilyInvite(tx, invite!, user.id, now));
      if (!linked) return refuse(reply, 'invite_code_used_up');
      await throttle.forgive('register', subject, address);
      return { status: 'success' as const, message: 'You are now a guardian of these children.', child_ids: linked };
    },
  );
};
