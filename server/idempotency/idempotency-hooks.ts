import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyHeader } from '#contract/headers';
import type { IdempotencyFailureCode, IdempotencyRefusal } from '#contract/idempotency';
import { authenticatedUser } from '../auth/authentication.ts';
import { onWritingRoutes } from '../http/writing-routes.ts';
import type { IdempotencyRepository } from '../repositories/idempotency-repository.ts';
import { acceptIdempotencyRefusals } from './refusal-schemas.ts';
import { requestFingerprint } from './request-fingerprint.ts';

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const maxKeyLength = 200;

/**
 * A running request renews its claim every `renewEveryMs`; a claim not renewed for `abandonedAfterMs` belongs to a
 * process that died (kill -9, a crash, a lost machine), and a retry takes it over. A lease rather than "release my
 * own claims at start": instances share one PostgreSQL and have no stable identity to recognise their earlier
 * claims by, and a lease frees the key within half a minute even if that instance never comes back. Renewal stops
 * after `maxRenewals` (5 min), so a handler that hangs forever cannot hold a key forever either.
 */
const renewEveryMs = 10_000;
const abandonedAfterMs = 30_000;
const maxRenewals = 30;
/** The outbox's retry after a 409 comes within seconds; a hint for other clients. */
const retryAfterSeconds = 2;

type Claim = { userId: string; key: string; timer: NodeJS.Timeout };

function refusal(code: IdempotencyFailureCode, message: string): IdempotencyRefusal {
  return { message, errors: { [idempotencyHeader]: [message] }, code };
}

function parseStoredBody(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/**
 * A mutating call with `Idempotency-Key` runs once per (user, key). A repeat of the same request gets the
 * first response replayed; a repeat while the first still runs gets 409 `idempotency_key_in_use`; the key used for
 * a different request gets 422 `idempotency_key_reused`; a 5xx is forgotten so the outbox's retry runs again.
 * Register inside an authenticated scope, after `requireAuthentication`: anonymous calls are never stored (their
 * answers carry tokens). Only routes that may write run these hooks.
 */
export function enableIdempotency(scope: FastifyInstance, keys: IdempotencyRepository): void {
  // The key each running request claimed; a WeakMap so nothing leaks past the request.
  const claimed = new WeakMap<FastifyRequest, Claim>();
  acceptIdempotencyRefusals(scope);

  const keepRenewing = (request: FastifyRequest, userId: string, key: string) => {
    let renewals = 0;
    const timer = setInterval(() => {
      if (++renewals >= maxRenewals) clearInterval(timer);
      keys
        .renew(userId, key)
        .catch((error: unknown) =>
          request.log.error({ err: error, idempotencyKey: key }, 'could not renew an idempotency claim'),
        );
    }, renewEveryMs);
    timer.unref();
    claimed.set(request, { userId, key, timer });
  };

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[idempotencyHeader];
    if (!mutatingMethods.has(request.method) || typeof key !== 'string' || key === '') return;
    if (key.length > maxKeyLength) {
      return reply.code(422).send({
        message: 'The Idempotency-Key header is too long.',
        errors: { [idempotencyHeader]: ['The Idempotency-Key header is too long.'] },
      });
    }
    const userId = authenticatedUser(request).id;
    const call = { userId, key, method: request.method, path: request.url, requestHash: requestFingerprint(request) };
    let isFirst = await keys.claim(call);
    if (!isFirst && (await keys.releaseIfStale(userId, key, abandonedAfterMs))) isFirst = await keys.claim(call);
    if (isFirst) return keepRenewing(request, userId, key);

    const first = await keys.find(userId, key);
    const isOtherRequest =
      first &&
      (first.method !== call.method ||
        first.path !== call.path ||
        (first.requestHash !== null && first.requestHash !== call.requestHash));
    if (isOtherRequest) {
      return reply
        .code(422)
        .send(refusal('idempotency_key_reused', 'This Idempotency-Key was already used for a different request.'));
    }
    if (!first || first.state !== 'done' || first.statusCode === null) {
      reply.header('Retry-After', String(retryAfterSeconds));
      return reply
        .code(409)
        .send(refusal('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed.'));
    }
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(first.statusCode).send(first.response ?? undefined);
  };

  const stopRenewing = (request: FastifyRequest) => {
    const claim = claimed.get(request);
    if (claim) clearInterval(claim.timer);
    claimed.delete(request);
    return claim;
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = stopRenewing(request);
    if (!claim) return payload;
    try {
      if (reply.statusCode >= 500) await keys.release(claim.userId, claim.key);
      else await keys.complete(claim.userId, claim.key, reply.statusCode, parseStoredBody(payload));
    } catch (error) {
      // The answer itself is fine; a lost record only means a repeat would run again.
      request.log.error({ err: error, idempotencyKey: claim.key }, 'could not record the idempotent response');
    }
    return payload;
  };

  // A request whose answer never got to onSend (the connection dropped) must not keep renewing its claim.
  const onResponse = async (request: FastifyRequest) => void stopRenewing(request);

  onWritingRoutes(scope, { preHandler, onSend, onResponse });
}
