import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/kita-db.ts';
import { readSignedInUser } from '../../db/session-store.ts';
import { authorPostIds, commentCountOf, commentsOf, imagesOf, kindergartenPostIds, namesOf, type Comment, type Post, type PostImage } from './blackboard-queries.ts';

/**
 * Ids of the signed-in user's kindergarten's posts, newest first. Reads the session inside the same query rather than
 * waiting for the session hook to render first: one render hop less before the first rows can paint.
 */
export function useBoardPostIds(): string[] | undefined {
  return useLiveQuery(async () => {
    const user = await readSignedInUser();
    return user ? kindergartenPostIds(user.kindergarten.id) : [];
  });
}

/** Ids of the user's own posts, newest first. */
export function useOwnPostIds(userId: string | undefined): string[] | undefined {
  return useLiveQuery(async () => (userId ? authorPostIds(userId) : []), [userId]);
}

export interface PostSummary {
  post: Post;
  firstImage: PostImage | undefined;
  commentCount: number;
  authorName: string | undefined;
}

/** What one row of the list shows: small reads for one visible post only. Null when the post is gone. */
export function usePostSummary(id: string): PostSummary | null | undefined {
  return useLiveQuery(async () => {
    const post = await db.blackboard_posts.get(id);
    if (!post) return null;
    const [[firstImage], commentCount, names] = await Promise.all([imagesOf(id, 1), commentCountOf(id), namesOf([post.author_id])]);
    return { post, firstImage, commentCount, authorName: names.get(post.author_id) };
  }, [id]);
}

export interface PostDetail {
  post: Post;
  images: PostImage[];
  commentCount: number;
  authorName: string | undefined;
}

/** One post with all its images: undefined while reading, null when this device does not have it. */
export function usePostDetail(id: string): PostDetail | null | undefined {
  return useLiveQuery(async () => {
    const post = await db.blackboard_posts.get(id);
    if (!post || post.deleted_at) return null;
    const [images, commentCount, names] = await Promise.all([imagesOf(id), commentCountOf(id), namesOf([post.author_id])]);
    return { post, images, commentCount, authorName: names.get(post.author_id) };
  }, [id]);
}

export interface CommentThread {
  comments: Comment[];
  names: Map<string, string>;
}

export function useComments(postId: string): CommentThread | undefined {
  return useLiveQuery(async () => {
    const comments = await commentsOf(postId);
    return { comments, names: await namesOf(comments.map((comment) => comment.author_id)) };
  }, [postId]);
}

/** Whether a first pull for this user has finished: until then an empty table means "not loaded", not "none". */
export function useHasPulled(userId: string | undefined): boolean | undefined {
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    return Boolean((await db.sync_state.get(userId))?.cursor);
  }, [userId]);
}
