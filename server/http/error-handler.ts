import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationError } from '#contract/common';
import { CountersUnavailableError, refuseWhileCountersUnavailable } from '../auth/counters-unavailable.ts';
import { noteFailure, noteKnownOutage } from './request-line.ts';

/**
 * Laravel's 422 body: one list of messages per field, and a summary message
 * ("The username field is invalid. (and 1 more error)").
 */
export function toValidationError(issues: { path: string; message: string }[]): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path] ??= []).push(issue.message);
  const first = issues[0]?.message ?? 'The given data was invalid.';
  const more = issues.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return { message, errors };
}

function validationIssues(error: FastifyError): { path: string; message: string }[] {
  const context = error.validationContext ?? 'body';
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ path: context, message: error.message }];
  return error.validation.map((issue) => {
    // instancePath is "/field/0/name"; Laravel names nested fields "field.0.name".
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: field === '' ? context : field, message: issue.message ?? 'The value is invalid.' };
  });
}

/**
 * One place maps every failure to its answer: validation → 422, client errors keep their status with
 * `{message}`, anything unexpected → 500 `{message: 'Server Error'}` without a stack, logged with its request.
 */
export function handleErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      return reply.code(422).send(toValidationError(validationIssues(error)));
    }
    const status = error.statusCode ?? 500;
    // A body that is not JSON, or an empty JSON body, is malformed input like any other.
    if (status === 400 && /^FST_ERR_CTP_|^FST_ERR_VALIDATION/.test(error.code ?? '')) {
      return reply.code(422).send(toValidationError([{ path: 'body', message: error.message }]));
    }
    if (status === 400 && error instanceof SyntaxError) {
      return reply.code(422).send(toValidationError([{ path: 'body', message: 'The body is not valid JSON.' }]));
    }
    // A body over the limit: said like a refused field, so it fits the routes whose 413 answer is that shape (a
    // staff item's attachment); a plain {message} there failed the route's answer schema and became a 500.
    if (status === 413) return reply.code(413).send(toValidationError([{ path: 'body', message: error.message }]));
    // The per-IP rate limit (@fastify/rate-limit) throws its answer: the client knows it by the code (ADR 0001).
    if (status === 429) return reply.code(429).send({ message: error.message, code: 'too_many_attempts' });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    // Redis counts auth failures and it does not answer: refused, never let through uncounted (redis-guard.ts).
    if (error instanceof CountersUnavailableError) {
      noteKnownOutage(request);
      return refuseWhileCountersUnavailable(reply);
    }
    // Logged once, with the request's line (request-line.ts), which names the route and never the URL.
    noteFailure(request, error);
    return reply.code(500).send({ message: 'Server Error' });
  });
}

/** Paths the single-page app never answers: the API, realtime and build metadata. */
export const nonAppPathPrefixes = ['/api', '/broadcasting', '/app/', '/builds/'];

export function isNonAppPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return nonAppPathPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}
