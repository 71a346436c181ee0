import type { z } from 'zod';
import type { BlackboardErrorResponse } from '#contract/blackboard';
import type { BlackboardFailureCode } from '#contract/blackboard-rules';
import { toValidationError } from '../http/error-handler.ts';
import { unstorableTextMessage, unstorableTextPath } from '../http/storable-text.ts';
import { isStaffViewer, type Viewer } from '../repositories/sync-visibility.ts';

export type RejectionStatus = 403 | 409 | 413 | 422;
export type Rejected = { rejected: BlackboardErrorResponse; status: RejectionStatus };

const statusOf: Record<BlackboardFailureCode, RejectionStatus> = {
  image_type_not_allowed: 422,
  image_too_many_pixels: 422,
  image_too_large: 422,
  too_many_images: 422,
  not_post_author: 403,
  not_comment_author: 403,
  id_taken: 409,
  storage_quota_exceeded: 422,
};

export function rejection(
  code: BlackboardFailureCode,
  field: string,
  message: string,
  status = statusOf[code],
): Rejected {
  return { rejected: { message, code, errors: { [field]: [message] } }, status };
}

export const isRejected = <T extends object>(result: T | Rejected): result is Rejected => 'rejected' in result;

/**
 * Multipart fields do not pass through the route's schema, so they are checked here against the same contract schema,
 * with Laravel's 422 body and no `code` (malformed input, like every schema failure).
 */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> | Rejected {
  // Multipart fields are read in the handler, after the app-wide check of JSON bodies (server/http/storable-text.ts).
  const unstorable = unstorableTextPath(input);
  if (unstorable !== null) return invalidField(unstorable || 'body', unstorableTextMessage);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data as z.infer<S>;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message }));
  return { rejected: toValidationError(issues), status: 422 };
}

/** Malformed input on one field: Laravel's 422 without a `code`. */
export const invalidField = (field: string, message: string): Rejected => ({
  rejected: toValidationError([{ path: field, message }]),
  status: 422,
});

/** Staff and admins moderate the board of their kindergarten: they may delete any post or comment there. */
export const mayModerate = (viewer: Viewer) => isStaffViewer(viewer);

export const notPostAuthor = (action: 'edit' | 'delete') =>
  rejection(
    'not_post_author',
    'id',
    action === 'edit'
      ? 'Only the author may edit this post.'
      : 'Only the author, staff or admins may delete this post.',
  );
export const idTaken = (what: 'post' | 'comment') => rejection('id_taken', 'id', `This id belongs to another ${what}.`);
