import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  tokenResponseSchema,
} from '#contract/auth';
import { statusResponseSchema } from '#contract/common';
import { forgotPasswordMessage, requestPasswordReset, resetPassword } from '../auth/password-reset.ts';
import { registerUser } from '../auth/register-user.ts';
import { languageFromAcceptLanguage } from '../auth/request-language.ts';
import { signIn } from '../auth/sign-in.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createRepositories } from '../repositories/repositories.ts';

export type AuthRoutesOptions = { database: Database; mailer: Mailer; rateLimitPerMinute: number; accountRateLimit: number };

/** The window of the per-account limit: long, so guessing one account's password from many addresses stays slow. */
const accountWindowMinutes = 15;

/**
 * The visitor's calls of spec §7: sign in, register, forgot and reset password. Rate-limited per IP (a minute) and per
 * account (`accountRateLimit` calls per account and call in 15 minutes, from whatever address), both answering 429
 * with `code: 'too_many_attempts'`.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { database, mailer, rateLimitPerMinute, accountRateLimit }) => {
  const { db } = database;
  const perAccount = app.createRateLimit({
    max: accountRateLimit,
    timeWindow: accountWindowMinutes * 60_000,
    // After validation: the username is the normalized (trimmed, lower-case) address.
    keyGenerator: (request) => `account:${request.routeOptions.url}:${(request.body as { username?: string }).username ?? ''}`,
  });
  const limitPerAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perAccount(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    request.log.warn({ route: request.routeOptions.url }, 'per-account rate limit reached');
    return reply
      .code(429)
      .header('retry-after', String(limit.ttlInSeconds))
      .send({ message: `Too many attempts for this account. Please try again in ${Math.ceil(limit.ttlInSeconds / 60)} minutes.`, code: 'too_many_attempts' });
  };
  const config = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  app.post('/login', { config, preHandler: limitPerAccount, schema: { body: loginRequestSchema, response: { 200: tokenResponseSchema } } }, async (request) => {
    const result = await signIn(createRepositories(db), request.body);
    if (result.status === 'failed') return result;
    return { status: result.status, message: result.message, code: 'signed_in', token: result.token };
  });

  app.post('/register', { config, preHandler: limitPerAccount, schema: { body: registerRequestSchema, response: { 200: tokenResponseSchema } } }, async (request) => {
    const { username, password, code, accept_terms_and_conditions } = request.body;
    const language = languageFromAcceptLanguage(request.headers['accept-language']);
    const result = await registerUser(db, { username, password, code, acceptTerms: accept_terms_and_conditions, language });
    if (result.status === 'failed') return result;
    request.log.info({ userId: result.userId }, 'user registered');
    return { status: result.status, message: result.message, code: 'registered', token: result.token };
  });

  app.post('/forgot-password', { config, preHandler: limitPerAccount, schema: { body: forgotPasswordRequestSchema, response: { 200: statusResponseSchema } } }, async (request) => {
    try {
      await requestPasswordReset(db, mailer, request.body.username);
    } catch (error) {
      // Answer as always: a mail problem must neither reveal the account nor look different to the visitor.
      request.log.error({ err: error }, 'password reset mail could not be sent');
    }
    return { status: 'success' as const, message: forgotPasswordMessage, code: 'reset_code_sent' };
  });

  app.post('/reset-password', { config, preHandler: limitPerAccount, schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } } }, async (request) => {
    return resetPassword(db, request.body);
  });
};
