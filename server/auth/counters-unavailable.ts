import type { FastifyReply } from 'fastify';
import { authFailure } from './auth-failure.ts';

/**
 * The failure counts (or the per-IP limit's) could not be read or written. The call is refused, never let through
 * uncounted: counting nothing would allow unlimited guesses.
 */
export class CountersUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The auth failure counts are unavailable', { cause });
    this.name = 'CountersUnavailableError';
  }
}

/** 503 with the failure code the client says in the user's language; a minute is a guess, not a promise. */
export function refuseWhileCountersUnavailable(reply: FastifyReply) {
  return reply.code(503).header('retry-after', '60').send(authFailure('auth_unavailable'));
}
