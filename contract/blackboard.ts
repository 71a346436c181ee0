import { z } from 'zod';
import { blackboardFailureCodes, blackboardLimits, blackboardSuccessCodes } from './blackboard-rules.ts';
import { idSchema, validationErrorSchema } from './common.ts';
import { blackboardImageRowSchema, blackboardPostRowSchema, commentRowSchema, fileRowSchema } from './sync-rows.ts';
import { roleSchema } from './user.ts';

/**
 * The blackboard. Posts, images and comments are synced rows (contract/sync-rows.ts); every
 * answer here carries the same rows, so a client stores what a call returned exactly as a pull would have.
 * Files are served by GET /api/files/{id} (bearer token; strong ETag = the sha256; `If-None-Match` → 304;
 * `private, immutable`; sandboxed by CSP). A file the user may not see (another kindergarten, deleted) is 404.
 * After every committed change the server publishes `sync.available` on `private-kindergarten.{id}`.
 */

export const blackboardPostIdParamsSchema = z.object({ id: idSchema });
export const blackboardImageParamsSchema = z.object({ id: idSchema, imageId: idSchema });
export const blackboardCommentParamsSchema = z.object({ id: idSchema, commentId: idSchema });
export const kindergartenBlackboardParamsSchema = z.object({ kindergartenId: idSchema });
export const userBlackboardParamsSchema = z.object({ userId: idSchema, kindergartenId: idSchema });
export const fileIdParamsSchema = z.object({ id: idSchema });

/** `?page=` of the paged lists, 1-based, Laravel-style. */
export const blackboardPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(blackboardLimits.pageSize),
});

export const blackboardTitleSchema = z.string().trim().min(1).max(blackboardLimits.titleMaxLength);
export const blackboardDescriptionSchema = z.string().trim().max(blackboardLimits.descriptionMaxLength);

/** The author's description of one image (its alt text); empty = none. */
export const blackboardImageAltSchema = z.string().trim().max(blackboardLimits.imageAltMaxLength);

/**
 * The text fields of POST /api/blackboard (multipart form data, plus files `images[]`) and of
 * POST /api/blackboard/{id} (multipart form data or JSON; the client's outbox sends JSON). `id` is the client's
 * UUIDv7 so a repeated create is the same post; `kindergarten_id` must be the user's own kindergarten (else 404).
 */
export const createBlackboardPostFieldsSchema = z.object({
  id: idSchema.optional(),
  kindergarten_id: idSchema,
  title: blackboardTitleSchema,
  description: blackboardDescriptionSchema.default(''),
  /** `image_alts[]`, one per file of `images[]` in the same order; an empty one means none. */
  image_alts: z.array(blackboardImageAltSchema).max(blackboardLimits.imagesPerPost).default([]),
});
export type CreateBlackboardPostFields = z.input<typeof createBlackboardPostFieldsSchema>;

export const updateBlackboardPostRequestSchema = z.object({
  title: blackboardTitleSchema,
  description: blackboardDescriptionSchema.default(''),
});
export type UpdateBlackboardPostRequest = z.input<typeof updateBlackboardPostRequestSchema>;

/** The text field of POST /api/blackboard/{id}/image (multipart, with the file `image`). */
export const addBlackboardImageFieldsSchema = z.object({ alt: blackboardImageAltSchema.default('') });

/** POST /api/blackboard/{id}/comment. `id`: the client's UUIDv7 of a comment written offline. */
export const addCommentRequestSchema = z.object({
  id: idSchema.optional(),
  comment: z.string().trim().min(1).max(blackboardLimits.commentMaxLength),
});
export type AddCommentRequest = z.input<typeof addCommentRequestSchema>;

/** The author as a post or comment shows them. */
export const blackboardAuthorSchema = z.object({ id: idSchema, name: z.string(), role: roleSchema });

/** One post as the GET calls answer it: the synced rows plus what a list shows about it. */
export const blackboardPostViewSchema = z.object({
  post: blackboardPostRowSchema,
  /** By `position`. */
  images: z.array(blackboardImageRowSchema),
  /** The images' file rows (metadata; bytes via /api/files/{id}). */
  files: z.array(fileRowSchema),
  author: blackboardAuthorSchema,
  comments_count: z.number().int(),
});
export type BlackboardPostView = z.infer<typeof blackboardPostViewSchema>;

/** GET /api/blackboards/{kindergartenId} and GET /api/user/{userId}/blackboards/{kindergartenId}: newest first. */
export const blackboardPageResponseSchema = z.object({
  data: z.array(blackboardPostViewSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type BlackboardPageResponse = z.infer<typeof blackboardPageResponseSchema>;

/** GET /api/blackboard/{id}: the post with its comments (oldest first) and their authors. */
export const blackboardPostResponseSchema = blackboardPostViewSchema.extend({
  comments: z.array(commentRowSchema),
  comment_authors: z.array(blackboardAuthorSchema),
});
export type BlackboardPostResponse = z.infer<typeof blackboardPostResponseSchema>;

/**
 * Answer of every post write (create, update, image added/removed): the post's rows as they are now, so the client
 * stores them at once without waiting for a pull. `images`/`files` are the live ones, by position: after
 * `image_removed` the removed image is simply absent (its tombstone and its file's come with the next pull). A repeated
 * create with the same client `id` answers the post as it is now (HTTP 200 like the first time).
 */
export const blackboardPostWriteResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.enum(blackboardSuccessCodes),
  post: blackboardPostRowSchema,
  images: z.array(blackboardImageRowSchema),
  files: z.array(fileRowSchema),
});
export type BlackboardPostWriteResponse = z.infer<typeof blackboardPostWriteResponseSchema>;

/**
 * DELETE /api/blackboard/{id} (the post with its images, files and comments) and DELETE
 * /api/blackboard/{id}/comment/{commentId}. Deleting what is already deleted succeeds again for whoever may delete
 * it, so an outbox retry is harmless; others get 404.
 */
export const blackboardDeleteResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.enum(blackboardSuccessCodes),
});
export type BlackboardDeleteResponse = z.infer<typeof blackboardDeleteResponseSchema>;

/** GET /api/blackboard/{id}/comments: oldest first, with their authors. */
export const commentsResponseSchema = z.object({
  comments: z.array(commentRowSchema),
  authors: z.array(blackboardAuthorSchema),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

/** POST /api/blackboard/{id}/comment. */
export const commentResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  code: z.enum(blackboardSuccessCodes),
  comment: commentRowSchema,
});
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/** 422/403/409 of the blackboard calls: malformed input has no `code`, a refused rule has one. */
export const blackboardErrorResponseSchema = validationErrorSchema.extend({
  code: z.enum(blackboardFailureCodes).optional(),
});
export type BlackboardErrorResponse = z.infer<typeof blackboardErrorResponseSchema>;
