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
import type { AttemptThrottle } from '../auth/attempt-throttle.ts';
import { clientAddress } from '../auth/client-address.ts';
import { createDeferredWork } from '../auth/deferred-work.ts';
import { forgotPasswordMessage, requestPasswordReset, resetPassword } from '../auth/password-reset.ts';
import { registerUser } from '../auth/register-user.ts';
import { languageFromAcceptLanguage } from '../auth/request-language.ts';
import { signIn } from '../auth/sign-in.ts';
import { tooManyAttempts } from '../auth/too-many-attempts.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createRepositories } from '../repositories/repositories.ts';

export type AuthRoutesOptions = {
  database: Database;
  mailer: Mailer;
  rateLimitPerMinute: number;
  throttle: AttemptThrottle;
  defaultTimeZone: string;
};

/**
 * The visitor's calls: sign in, register, forgot and reset password. Each is limited per IP (a minute,
 * the coarse outer limit) and slowed by `throttle` per account and address (docs/decisions/0012); both answer 429
 * with `code: 'too_many_attempts'`.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { database, mailer, rateLimitPerMinute, throttle, defaultTimeZone },
) => {
  const { db } = database;
  const later = createDeferredWork(app.log);
  app.addHook('onClose', () => later.settled());
  // Behind a proxy with TRUST_PROXY, request.ip is the visitor's address; IPv6 networks count as one address.
  const config = {
    rateLimit: {
      max: rateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: { ip: string }) => clientAddress(request.ip),
    },
  };

  app.post(
    '/login',
    { config, schema: { body: loginRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request, reply) => {
      const { username } = request.body;
      const address = clientAddress(request.ip);
      const verdict = await throttle.check('login', username, address);
      if (!verdict.allowed) return tooManyAttempts(reply, verdict.retryAfterSeconds);
      const result = await signIn(createRepositories(db), request.body);
      if (result.status === 'failed') {
        await throttle.fail('login', username, address);
        return result;
      }
      await throttle.forgive('login', username, address);
      return { status: result.status, message: result.message, code: 'signed_in', token: result.token };
    },
  );

  app.post(
    '/register',
    { config, schema: { body: registerRequestSchema, response: { 200: tokenResponseSchema } } },
    async (request, reply) => {
      const { username, name, password, code, accept_terms_and_conditions } = request.body;
      // Counted per invite code: trying many addresses with one code is what would map other people's accounts.
      const inviteCode = code.toUpperCase();
      const address = clientAddress(request.ip);
      const verdict = await throttle.check('register', inviteCode, address);
      if (!verdict.allowed) return tooManyAttempts(reply, verdict.retryAfterSeconds);
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      const result = await registerUser(db, {
        username,
        name,
        password,
        code,
        acceptTerms: accept_terms_and_conditions,
        language,
      });
      if (result.status === 'failed') {
        await throttle.fail('register', inviteCode, address);
        return result;
      }
      await throttle.forgive('register', inviteCode, address);
      request.log.info({ userId: result.userId }, 'user registered');
      return { status: result.status, message: result.message, code: 'registered', token: result.token };
    },
  );

  app.post(
    '/forgot-password',
    { config, schema: { body: forgotPasswordRequestSchema, response: { 200: statusResponseSchema } } },
    async (request, reply) => {
      const { username } = request.body;
      const address = clientAddress(request.ip);
      const verdict = await throttle.check('forgot-password', username, address);
      if (!verdict.allowed) return tooManyAttempts(reply, verdict.retryAfterSeconds);
      // Every request counts (each one mails): an address that asks again and again waits, a new one never does.
      await throttle.fail('forgot-password', username, address);
      await requestPasswordReset(db, mailer, later, username);
      return { status: 'success' as const, message: forgotPasswordMessage, code: 'reset_code_sent' };
    },
  );

  app.post(
    '/reset-password',
    { config, schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } } },
    async (request, reply) => {
      const { username } = request.body;
      const address = clientAddress(request.ip);
      const verdict = await throttle.check('reset-password', username, address);
      if (!verdict.allowed) return tooManyAttempts(reply, verdict.retryAfterSeconds);
      const result = await resetPassword(db, request.body, defaultTimeZone);
      if (result.status === 'failed') {
        await throttle.fail('reset-password', username, address);
        return result;
      }
      // A mailed code proves the address is the owner's: its failed sign-ins no longer hold it back.
      await throttle.forgive('reset-password', username, address);
      await throttle.forgive('login', username, address);
      return result;
    },
  );
};
