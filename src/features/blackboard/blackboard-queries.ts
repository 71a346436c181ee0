import Dexie from 'dexie';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';

export type Post = SyncRow<'blackboard_posts'>;
export type PostImage = SyncRow<'blackboard_images'>;
export type Comment = SyncRow<'comments'>;

const everyKeyOf = (first: string) =>
  [
    [first, Dexie.minKey],
    [first, Dexie.maxKey],
  ] as const;

/** Ids of a kindergarten's posts, newest first, from the compound index alone (no row is read). */
export async function kindergartenPostIds(kindergartenId: string): Promise<string[]> {
  const [lower, upper] = everyKeyOf(kindergartenId);
  return (await db.blackboard_posts
    .where('[kindergarten_id+created_at]')
    .between(lower, upper)
    .reverse()
    .primaryKeys()) as string[];
}

/** Ids of one author's posts, newest first. */
export async function authorPostIds(authorId: string): Promise<string[]> {
  const [lower, upper] = everyKeyOf(authorId);
  return (await db.blackboard_posts
    .where('[author_id+created_at]')
    .between(lower, upper)
    .reverse()
    .primaryKeys()) as string[];
}

/** A post's images in their order. */
export async function imagesOf(postId: string, limit = Infinity): Promise<PostImage[]> {
  const [lower, upper] = everyKeyOf(postId);
  const query = db.blackboard_images.where('[post_id+position]').between(lower, upper);
  return Number.isFinite(limit) ? query.limit(limit).toArray() : query.toArray();
}

/**
 * The file a list shows for each picture: its thumbnail, or the picture itself while it has none (stored before
 * thumbnails existed and not yet re-encoded, or its row is not on this device yet). An opened post shows the picture.
 */
export async function listFileIds(pictureIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.files.bulkGet([...pictureIds]);
  return new Map(pictureIds.map((id, index) => [id, rows[index]?.thumbnail_id ?? id]));
}

/** A post's comments, oldest first. */
export async function commentsOf(postId: string): Promise<Comment[]> {
  const [lower, upper] = everyKeyOf(postId);
  return db.comments.where('[post_id+created_at]').between(lower, upper).toArray();
}

export function commentCountOf(postId: string): Promise<number> {
  return db.comments.where('post_id').equals(postId).count();
}

/** The names of people as the user may see them (synced `users`); unknown ids are left out. */
export async function namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  const rows = await db.users.bulkGet(unique);
  return new Map(rows.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
}

export interface PostSummary {
  post: Post;
  firstImage: PostImage | undefined;
  /** The file the row shows for `firstImage`: its thumbnail when it has one. */
  firstImageFileId: string | undefined;
  commentCount: number;
  authorName: string | undefined;
}

/** What one row of the list shows: small reads for one post only. Null when the post is gone. */
export async function postSummary(id: string): Promise<PostSummary | null> {
  const post = await db.blackboard_posts.get(id);
  if (!post) return null;
  const [[firstImage], commentCount, names] = await Promise.all([
    imagesOf(id, 1),
    commentCountOf(id),
    namesOf([post.author_id]),
  ]);
  const firstImageFileId = firstImage && (await listFileIds([firstImage.file_id])).get(firstImage.file_id);
  return { post, firstImage, firstImageFileId, commentCount, authorName: names.get(post.author_id) };
}

export interface PostDetail {
  post: Post;
  images: PostImage[];
  /** What a list of these images shows for each picture (`listFileIds`); the post itself shows the pictures. */
  listFileIds: Map<string, string>;
  commentCount: number;
  authorName: string | undefined;
}

/** One post with all its images: null when this device does not have it. */
export async function postDetail(id: string): Promise<PostDetail | null> {
  const post = await db.blackboard_posts.get(id);
  if (!post || post.deleted_at) return null;
  const [images, commentCount, names] = await Promise.all([
    imagesOf(id),
    commentCountOf(id),
    namesOf([post.author_id]),
  ]);
  const listed = await listFileIds(images.map((image) => image.file_id));
  return { post, images, listFileIds: listed, commentCount, authorName: names.get(post.author_id) };
}
