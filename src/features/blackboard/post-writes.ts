import { v7 as uuidv7 } from 'uuid';
import type { BlackboardPostWriteResponse } from '#contract/blackboard';
import { apiRequest } from '../../api/api-client.ts';
import { uploadForm } from '../../api/upload-form.ts';
import { mergeServerRows, queuedWritesOf, removeServerRows } from '../../sync/server-rows.ts';
import { asSignedInUser } from '../../sync/user-transaction.ts';
import type { PostFormValues } from './post-form-resolver.ts';

// Loaded with the answer: the blackboard's screens keep zod out of their first bundle.
const postWriteAnswer = () => import('#contract/blackboard').then((m) => m.blackboardPostWriteResponseSchema);

/**
 * Post writes that carry images go straight to the server (they need the network; the outbox keeps JSON only).
 * Each answer holds the post's rows as they are now; they are stored at once, exactly as a pull would.
 */
async function storeAnswer(
  userId: string,
  answer: BlackboardPostWriteResponse,
  removedImageIds: string[] = [],
): Promise<void> {
  await asSignedInUser(userId, async () => {
    const queued = await queuedWritesOf(userId);
    await mergeServerRows('files', answer.files, queued);
    await mergeServerRows('blackboard_posts', [answer.post], queued);
    await mergeServerRows('blackboard_images', answer.images, queued);
    if (removedImageIds.length) await removeServerRows('blackboard_images', removedImageIds, queued);
  });
}

export interface NewPost extends PostFormValues {
  /** Chosen by the client once per form, so a retried create is the same post. */
  id: string;
  /** Kept for a retry after no answer (the first try may have landed), renewed after a refusal (it would replay). */
  idempotencyKey: string;
  kindergartenId: string;
  images: readonly UploadImage[];
}

/** An image as uploaded: already downscaled when it was chosen, with the author's description (empty = none). */
export interface UploadImage {
  file: File;
  alt: string;
}

/** Uploads post and images (in order, each with its description) as one multipart request. */
export async function createPost(post: NewPost, userId: string, onProgress: (fraction: number) => void): Promise<void> {
  const form = new FormData();
  form.append('id', post.id);
  form.append('kindergarten_id', post.kindergartenId);
  form.append('title', post.title.trim());
  form.append('description', post.description.trim());
  for (const image of post.images) {
    form.append('images[]', image.file, image.file.name);
    form.append('image_alts[]', image.alt.trim());
  }
  onProgress(0);
  const answer = await uploadForm('/api/blackboard', form, {
    idempotencyKey: post.idempotencyKey,
    quiet: true,
    onProgress,
    schema: postWriteAnswer,
  });
  await storeAnswer(userId, answer);
}

/** Adds one image to a post (online). */
export async function addPostImage(
  postId: string,
  image: UploadImage,
  userId: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('image', image.file, image.file.name);
  form.append('alt', image.alt.trim());
  const answer = await uploadForm(`/api/blackboard/${postId}/image`, form, {
    idempotencyKey: uuidv7(),
    onProgress,
    quiet: true,
    schema: postWriteAnswer,
  });
  await storeAnswer(userId, answer);
}

/** Removes one image of a post (online). */
export async function removePostImage(postId: string, imageId: string, userId: string): Promise<void> {
  const answer = await apiRequest(`/api/blackboard/${postId}/image/${imageId}`, {
    method: 'DELETE',
    quiet: true,
    schema: postWriteAnswer,
  });
  await storeAnswer(userId, answer, [imageId]);
}
