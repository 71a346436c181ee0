import { blackboardLimits } from '#contract/blackboard-rules';
import type { Db } from '../db/client.ts';
import { exceedsQuota, type FilesQuota } from '../files/files-quota.ts';
import { inTransaction } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { notPostAuthor, type Rejected } from './blackboard-rules.ts';
import { imageBytes, overQuota, tooManyImages, type CheckedImage } from './checked-images.ts';
import { attachImages, currentRows, type PostWritten } from './post-writes.ts';

/**
 * POST /api/blackboard/{id}/image: the author appends images, at most 10 on the post in all. The post is locked
 * meanwhile so two uploads at once cannot pass the limit together. undefined: no such post here (404).
 */
export async function addImages(
  db: Db,
  viewer: Viewer,
  postId: string,
  images: CheckedImage[],
  alts: readonly string[],
  field: string,
  quota: FilesQuota,
): Promise<PostWritten | Rejected | undefined> {
  return inTransaction(db, async (repositories) => {
    const post = await repositories.blackboard.findPost(viewer, postId, { lock: true });
    if (!post) return undefined;
    if (post.author_id !== viewer.userId) return notPostAuthor('edit');
    const slots = await repositories.blackboard.imageSlots(postId);
    if (slots.count + images.length > blackboardLimits.imagesPerPost) return tooManyImages(field);
    if (await exceedsQuota(repositories, quota, viewer.kindergartenId, imageBytes(images)))
      return overQuota(quota, field);
    await attachImages(repositories, viewer, post, images, slots.nextPosition, alts);
    return { ...(await currentRows(repositories, post)), version: await repositories.blackboard.lastWrittenVersion() };
  });
}

/** DELETE /api/blackboard/{id}/image/{imageId}: the author removes one image (and its file). A repeat succeeds. */
export async function removeImage(
  db: Db,
  viewer: Viewer,
  postId: string,
  imageId: string,
): Promise<PostWritten | Rejected | undefined> {
  return inTransaction(db, async (repositories) => {
    const post = await repositories.blackboard.findPost(viewer, postId);
    if (!post) return undefined;
    if (post.author_id !== viewer.userId) return notPostAuthor('edit');
    const image = await repositories.blackboard.findImage(postId, imageId);
    if (!image) return undefined;
    if (image.deleted_at) return { ...(await currentRows(repositories, post)), version: 0 };
    await repositories.blackboard.softDeleteImage(imageId);
    await repositories.files.softDelete([image.file_id]);
    return { ...(await currentRows(repositories, post)), version: await repositories.blackboard.lastWrittenVersion() };
  });
}
