import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/kita-db.ts';
import { readSignedInUser } from '../../db/session-store.ts';
import {
  authorPostIds,
  commentsOf,
  kindergartenPostIds,
  namesOf,
  postDetail,
  postSummary,
  type Comment,
  type PostDetail,
  type PostSummary,
} from './blackboard-queries.ts';

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

/** What one row of the list shows: small reads for one visible post only. Null when the post is gone. */
export function usePostSummary(id: string): PostSummary | null | undefined {
  return useLiveQuery(() => postSummary(id), [id]);
}

/** One post with all its images: undefined while reading, null when this device does not have it. */
export function usePostDetail(id: string): PostDetail | null | undefined {
  return useLiveQuery(() => postDetail(id), [id]);
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
