import type { FastifyReply } from 'fastify';

/** How long to wait, in the English fallback; the client says its own text for the code (ADR 0001). */
function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** 429 with Retry-After and the failure code the per-IP limit answers with too. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({
      message: `Too many attempts. Please try again in ${waitText(retryAfterSeconds)}.`,
      code: 'too_many_attempts',
    });
}
