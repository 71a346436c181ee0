import type { ZodType } from 'zod';
import { ApiError } from './api-error.ts';
import { apiMessages } from './api-messages.ts';
import { notifyError } from './notify.ts';

/**
 * The contract's schema of an answer, or a loader of it: a screen shown before zod has loaded (sign-in) passes
 * `() => import('#contract/…').then((m) => m.schema)` so zod stays out of its first bundle.
 */
export type AnswerSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/**
 * The answer as the contract says it is, never a cast. A mismatch means this build and the server disagree (one is
 * older): the user is told to reload, which brings the build that matches, and the caller gets ApiError `contract`.
 */
export async function parseAnswer<T>(schema: AnswerSchema<T>, body: unknown, options: { quiet?: boolean } = {}) {
  const resolved = typeof schema === 'function' ? await schema() : schema;
  const parsed = resolved.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error('An answer did not match the contract', parsed.error.issues);
  if (!options.quiet) notifyError(apiMessages.answerNotUnderstood);
  throw new ApiError('contract', null, parsed.error.message, body);
}
