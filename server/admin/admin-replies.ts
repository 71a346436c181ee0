import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminFailureSchema } from '#contract/admin';
import type { AdminFailureCode } from '#contract/admin-rules';
import { messageResponseSchema, validationErrorSchema } from '#contract/common';
import { z } from 'zod';
import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import { authenticatedUser } from '../auth/authentication.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { viewerOf } from '../sync/viewer.ts';

const failureMessages: Record<AdminFailureCode, string> = {
  admin_only: 'Only admins of the kindergarten may do this.',
  last_admin: 'The kindergarten must keep at least one admin.',
  group_not_empty: 'The group still has children. Move them to another group first.',
  group_has_rooms: 'A chat room belongs to this group. Delete the room or give it another group first.',
  wrong_role: 'This person does not have the role this needs.',
  code_already_revoked: 'The code has already been revoked.',
};
const statusOf: Record<AdminFailureCode, 403 | 409 | 422> = {
  admin_only: 403,
  last_admin: 409,
  group_not_empty: 409,
  group_has_rooms: 409,
  wrong_role: 422,
  code_already_revoked: 409,
};

/** A refusal with its stable code (ADR 0001). */
export function refuse(reply: FastifyReply, code: AdminFailureCode) {
  return reply.code(statusOf[code]).send({ status: 'failed' as const, message: failureMessages[code], code });
}

export function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not Found' });
}

/** Every route of `scope` is for admins: other roles get 403 before their input is even read. */
export function requireAdmin(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request, reply) => {
    if (authenticatedUser(request).role !== 'admin') return refuse(reply, 'admin_only');
  });
}

export const adminOf = (request: FastifyRequest): Viewer => viewerOf(authenticatedUser(request));

/** After a committed write: everyone of the kindergarten may pull (`sync.available`), as the blackboard does. */
export async function announceChange(
  publisher: RealtimePublisher,
  viewer: Viewer,
  version: number,
  log: FastifyBaseLogger,
): Promise<void> {
  if (version <= 0) return;
  const data: SyncAvailableEvent = { version };
  await publishSafely(
    publisher,
    { channels: [realtimeChannels.kindergarten(viewer.kindergartenId)], event: realtimeEvents.syncAvailable, data },
    log,
  );
}

/** Response schemas every admin call shares besides its 200. */
export const adminRefusals = {
  403: adminFailureSchema,
  404: messageResponseSchema,
  409: adminFailureSchema,
  422: z.union([adminFailureSchema, validationErrorSchema]),
};
