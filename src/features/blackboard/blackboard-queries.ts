import Dexie from 'dexie';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';

export type Post = SyncRow<'blackboard_posts'>;
export type PostImage = SyncRow<'blackboard_images'>;
export type Comment = SyncRow<'comments'>;

const everyKeyOf = (first: string) => [
  [first, Dexie.minKey],
  [first, Dexie.maxKey],
] as const;

/** Ids of a kindergarten's posts, newest first, from the compound index alone (no row is read). */
export async function kindergartenPostIds(kindergartenId: string): Promise<string[]> {
  const [lower, upper] = everyKeyOf(kindergartenId);
  return (await db.blackboard_posts.where('[kindergarten_id+created_at]').between(lower, upper).reverse().primaryKeys()) as string[];
}

/** Ids of one author's posts, newest first. */
export async function authorPostIds(authorId: string): Promise<string[]> {
  const [lower, upper] = everyKeyOf(authorId);
  return (await db.blackboard_posts.where('[author_id+created_at]').between(lower, upper).reverse().primaryKeys()) as string[];
}

/** A post's images in their order. */
export async function imagesOf(postId: string, limit = Infinity): Promise<PostImage[]> {
  const [lower, upper] = everyKeyOf(postId);
  const query = db.blackboard_images.where('[post_id+position]').between(lower, upper);
  return Number.isFinite(limit) ? query.limit(limit).toArray() : query.toArray();
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
