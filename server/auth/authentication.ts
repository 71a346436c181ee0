import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../repositories/user-repository.ts';
import type { TokenLookup } from '../cache/request-caches.ts';
import { bearerTokenFrom, hashBearerToken } from './bearer-tokens.ts';

export type AuthenticatedUser = UserRecord & { tokenId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuthentication` for every route of its scope; null elsewhere. */
    user: AuthenticatedUser | null;
  }
}

/** Decorates every request with `user: null`, once, on the root instance. */
export function declareRequestUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

/**
 * Every route registered in `scope` (and its children) needs a live bearer token; otherwise 401
 * `{message: 'Unauthenticated.'}` as Laravel answers, which the client treats as session end (spec §8).
 */
export function requireAuthentication(scope: FastifyInstance, tokens: TokenLookup): void {
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerTokenFrom(request.headers.authorization);
    const found = token ? await tokens.findActive(hashBearerToken(token)) : undefined;
    if (!found) return reply.code(401).send({ message: 'Unauthenticated.' });
    request.user = { ...found.user, tokenId: found.tokenId };
  });
}

/** The signed-in user of a route inside an authenticated scope. */
export function authenticatedUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw Object.assign(new Error('Unauthenticated.'), { statusCode: 401 });
  return request.user;
}
