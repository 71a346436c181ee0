import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyHeader } from '#contract/headers';
import { authenticatedUser } from '../auth/authentication.ts';
import { onWritingRoutes } from '../http/writing-routes.ts';
import type { IdempotencyRepository } from '../repositories/idempotency-repository.ts';

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A claim still `running` after this long belongs to a request that died; a retry may take it over. */
const abandonedAfterMs = 2 * 60_000;
const maxKeyLength = 200;

function parseStoredBody(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/**
 * DESIGN §3: a mutating call with `Idempotency-Key` runs once per (user, key). A repeat gets the first response
 * replayed; a repeat while the first still runs gets 409; a 5xx is forgotten so the outbox's retry runs again.
 * Register inside an authenticated scope, after `requireAuthentication`: anonymous calls are never stored (their
 * answers carry tokens). Only routes that may write run these hooks.
 */
export function enableIdempotency(scope: FastifyInstance, keys: IdempotencyRepository): void {
  // The key each running request claimed; a WeakMap so nothing leaks past the request.
  const claimed = new WeakMap<FastifyRequest, { userId: string; key: string }>();

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[idempotencyHeader];
    if (!mutatingMethods.has(request.method) || typeof key !== 'string' || key === '') return;
    if (key.length > maxKeyLength) {
      return reply.code(422).send({ message: 'The Idempotency-Key header is too long.', errors: { [idempotencyHeader]: ['The Idempotency-Key header is too long.'] } });
    }
    const userId = authenticatedUser(request).id;
    const call = { userId, key, method: request.method, path: request.url };
    let isFirst = await keys.claim(call);
    if (!isFirst && (await keys.releaseIfStale(userId, key, new Date(Date.now() - abandonedAfterMs)))) {
      isFirst = await keys.claim(call);
    }
    if (isFirst) {
      claimed.set(request, { userId, key });
      return;
    }
    const first = await keys.find(userId, key);
    if (first && (first.method !== call.method || first.path !== call.path)) {
      return reply.code(422).send({ message: 'This Idempotency-Key was already used for a different request.', errors: { [idempotencyHeader]: ['This Idempotency-Key was already used for a different request.'] } });
    }
    if (!first || first.state !== 'done' || first.statusCode === null) {
      return reply.code(409).send({ message: 'A request with this Idempotency-Key is still being processed.' });
    }
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(first.statusCode).send(first.response ?? undefined);
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = claimed.get(request);
    if (!claim) return payload;
    claimed.delete(request);
    try {
      if (reply.statusCode >= 500) await keys.release(claim.userId, claim.key);
      else await keys.complete(claim.userId, claim.key, reply.statusCode, parseStoredBody(payload));
    } catch (error) {
      // The answer itself is fine; a lost record only means a repeat would run again.
      request.log.error({ err: error, idempotencyKey: claim.key }, 'could not record the idempotent response');
    }
    return payload;
  };

  onWritingRoutes(scope, { preHandler, onSend });
}
