import { v7 as uuidv7 } from 'uuid';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import { exceedsQuota, type FilesQuota } from '../files/files-quota.ts';
import type { ImageRow, PostRow, PostText } from '../repositories/blackboard-repository.ts';
import { inTransaction, type Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { idTaken, mayModerate, notPostAuthor, type Rejected } from './blackboard-rules.ts';
import { imageBytes, overQuota, type CheckedImage } from './checked-images.ts';

/** A post's rows as they are now: what every post write answers. */
export type PostRows = { post: PostRow; images: ImageRow[]; files: SyncRow<'files'>[] };
/** `version`: the newest sync version written, for `sync.available`; 0 when nothing changed (a repeat). */
export type PostWritten = PostRows & { version: number };
export type Deleted = { kindergartenId: string; version: number };

export async function currentRows(repositories: Repositories, post: PostRow): Promise<PostRows> {
  const images = post.deleted_at ? [] : await repositories.blackboard.liveImages([post.id]);
  return { post, images, files: await repositories.files.rowsByIds(images.map((image) => image.file_id)) };
}

/** Stores the uploads as files of the post's kindergarten and appends them to the post from `position` on. */
/** `alts[i]` is the author's description of `images[i]`; an empty or missing one is stored as none. */
export async function attachImages(
  repositories: Repositories,
  viewer: Viewer,
  post: PostRow,
  images: CheckedImage[],
  position: number,
  alts: readonly string[],
) {
  for (const [index, image] of images.entries()) {
    const { thumbnail } = image;
    const file = await repositories.files.insertPicture(
      {
        id: uuidv7(),
        kindergartenId: post.kindergarten_id,
        ownerId: viewer.userId,
        mime: image.mime,
        name: image.name,
        sha256: image.sha256,
        width: image.width,
        height: image.height,
        data: image.data,
      },
      thumbnail,
    );
    await repositories.blackboard.insertImage({
      id: uuidv7(),
      postId: post.id,
      fileId: file.id,
      position: position + index,
      alt: alts[index] || null,
    });
  }
}

/**
 * POST /api/blackboard. A client id seen before is the same post when the same user wrote it (answered as it is now,
 * nothing written), refused otherwise. undefined: not the viewer's kindergarten (404).
 */
export async function createPost(
  db: Db,
  viewer: Viewer,
  input: PostText & { id?: string; kindergarten_id: string; image_alts: string[] },
  images: CheckedImage[],
  quota: FilesQuota,
): Promise<PostWritten | Rejected | undefined> {
  if (input.kindergarten_id !== viewer.kindergartenId) return undefined;
  return inTransaction(db, async (repositories) => {
    const sameWrite = async (existing: PostRow) =>
      existing.author_id === viewer.userId
        ? { ...(await currentRows(repositories, existing)), version: 0 }
        : idTaken('post');
    const id = input.id ?? uuidv7();
    const existing = input.id ? await repositories.blackboard.findAnyPost(id) : undefined;
    if (existing) return sameWrite(existing);
    if (await exceedsQuota(repositories, quota, viewer.kindergartenId, imageBytes(images)))
      return overQuota(quota, 'images');
    const text = { title: input.title, description: input.description };
    const post = await repositories.blackboard.insertPost({
      id,
      kindergartenId: viewer.kindergartenId,
      authorId: viewer.userId,
      ...text,
    });
    // Lost a race with a concurrent request carrying the same id.
    if (!post) return sameWrite((await repositories.blackboard.findAnyPost(id))!);
    await attachImages(repositories, viewer, post, images, 0, input.image_alts);
    return { ...(await currentRows(repositories, post)), version: await repositories.blackboard.lastWrittenVersion() };
  });
}

/** POST /api/blackboard/{id}: the author changes title and text. */
export async function updatePost(
  db: Db,
  viewer: Viewer,
  id: string,
  text: PostText,
): Promise<PostWritten | Rejected | undefined> {
  return inTransaction(db, async (repositories) => {
    const existing = await repositories.blackboard.findPost(viewer, id);
    if (!existing) return undefined;
    if (existing.author_id !== viewer.userId) return notPostAuthor('edit');
    const post = await repositories.blackboard.updatePost(id, text);
    return { ...(await currentRows(repositories, post)), version: await repositories.blackboard.lastWrittenVersion() };
  });
}

/**
 * DELETE /api/blackboard/{id}: the author, or staff and admins of the kindergarten (moderation). The images, their
 * files and the comments go with it. Deleting an already deleted post again succeeds, so an outbox retry is harmless.
 */
export async function deletePost(db: Db, viewer: Viewer, id: string): Promise<Deleted | Rejected | undefined> {
  return inTransaction(db, async (repositories) => {
    const existing = await repositories.blackboard.findAnyPost(id);
    if (!existing || existing.kindergarten_id !== viewer.kindergartenId) return undefined;
    const allowed = existing.author_id === viewer.userId || mayModerate(viewer);
    if (existing.deleted_at) return allowed ? { kindergartenId: existing.kindergarten_id, version: 0 } : undefined;
    if (!allowed) return notPostAuthor('delete');
    const { fileIds } = await repositories.blackboard.softDeletePost(id);
    await repositories.files.softDelete(fileIds);
    return { kindergartenId: existing.kindergarten_id, version: await repositories.blackboard.lastWrittenVersion() };
  });
}
