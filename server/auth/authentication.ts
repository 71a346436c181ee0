import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../repositories/user-repository.ts';
import type { TokenLookup } from '../cache/request-caches.ts';
import { bearerTokenFrom, hashBearerToken } from './bearer-tokens.ts';

/** `kindergartenTimeZone`: the zone the kindergarten set, null for the server's default (see `timeZoneOf`). */
export type AuthenticatedUser = UserRecord & { tokenId: string; kindergartenTimeZone: string | null };
type FoundToken = NonNullable<Awaited<ReturnType<TokenLookup['findActive']>>>;

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
 * `{message: 'Unauthenticated.'}` as Laravel answers, which the client treats as session end.
 */
export function requireAuthentication(scope: FastifyInstance, tokens: TokenLookup): void {
  // One user object per token found (a token kept in memory is found again and again); routes only read it.
  const users = new WeakMap<FoundToken, AuthenticatedUser>();
  const signIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    found: FoundToken | null | undefined,
    done: () => void,
  ) => {
    if (!found) return void reply.code(401).send({ message: 'Unauthenticated.' });
    let user = users.get(found);
    if (!user)
      users.set(
        found,
        (user = { ...found.user, tokenId: found.tokenId, kindergartenTimeZone: found.kindergartenTimeZone }),
      );
    request.user = user;
    done();
  };
  // A callback hook that goes on at once for a token in memory: most requests are of a client signed in a while.
  scope.addHook('onRequest', (request, reply, done) => {
    const token = bearerTokenFrom(request.headers.authorization);
    if (!token) return signIn(request, reply, undefined, done);
    const tokenHash = hashBearerToken(token);
    const known = tokens.inMemory?.(tokenHash);
    if (known) return signIn(request, reply, known, done);
    tokens.findActive(tokenHash).then((found) => signIn(request, reply, found, done), done);
  });
}

/** The signed-in user of a route inside an authenticated scope. */
export function authenticatedUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw Object.assign(new Error('Unauthenticated.'), { statusCode: 401 });
  return request.user;
}
