/**
 * The blackboard's limits, zod-free so screens can show them without loading zod. The server enforces
 * every one of them; the client checks them first so a user learns before uploading.
 */
import { storageQuotaExceeded } from './files-quota.ts';

export const blackboardLimits = {
  titleMaxLength: 200,
  descriptionMaxLength: 10_000,
  commentMaxLength: 2_000,
  imagesPerPost: 10,
  /**
   * Per image as uploaded. The browser downscales (and re-compresses) a larger photo until it fits, never refusing
   * it; the server refuses anything larger from any client.
   */
  imageMaxBytes: 10 * 1024 * 1024,
  /** The browser downscales images so that neither side exceeds this. */
  imageMaxDimension: 1600,
  /** The server re-encodes every stored picture so that neither side exceeds this, whatever the client sent. */
  storedImageMaxDimension: 2048,
  /** Lists show a copy of each picture at most this on its long side; the opened post shows the picture. */
  thumbnailMaxDimension: 480,
  /** The author's description of one image (its alt text); short, as a screen reader reads it out at once. */
  imageAltMaxLength: 250,
  /**
   * What the server accepts at most, whatever the client did: more pixels than any phone camera takes. A few bytes
   * can claim a huge image (a decompression bomb) that would exhaust a phone decoding it.
   */
  imageMaxPixels: 50_000_000,
  /** Page size of GET /api/blackboards/{kindergartenId}. */
  pageSize: 20,
} as const;

/** Image types a post may carry; the server decides by the bytes (magic numbers), not by the name or header. */
export const blackboardImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type BlackboardImageType = (typeof blackboardImageTypes)[number];

/** Why the server refused a blackboard write (ADR 0001); the client says it in the user's language. */
export const blackboardFailureCodes = [
  /**
   * 422: a file is not a JPEG, PNG, WebP or GIF by its content, or does not decode as one. `errors` names the field
   * (`images` / `image`).
   */
  'image_type_not_allowed',
  /** 422 (413 when the whole request is over the server's cap): an image is larger than 10 MB. */
  'image_too_large',
  /** 422: an image claims more than 50 million pixels. */
  'image_too_many_pixels',
  /** 422: the post would have more than 10 images. */
  'too_many_images',
  /** 403: only the author edits a post; only the author, staff or admins delete it. */
  'not_post_author',
  /** 403: only the comment's author, staff or admins delete a comment. */
  'not_comment_author',
  /** 409: the client-chosen id belongs to someone else's post or comment. */
  'id_taken',
  /** 422: the images would take the kindergarten's stored files over FILES_QUOTA_MB (contract/files-quota.ts). */
  storageQuotaExceeded,
] as const;
export type BlackboardFailureCode = (typeof blackboardFailureCodes)[number];

/** What a successful write did, for the toast in the user's language. */
export const blackboardSuccessCodes = [
  'post_created',
  'post_updated',
  'post_deleted',
  'image_added',
  'image_removed',
  'comment_added',
  'comment_deleted',
] as const;
export type BlackboardSuccessCode = (typeof blackboardSuccessCodes)[number];
