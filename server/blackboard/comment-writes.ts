import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import type { CommentRow, PostRow } from '../repositories/blackboard-repository.ts';
import { inTransaction } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { idTaken, mayModerate, rejection, type Rejected } from './blackboard-rules.ts';
import type { Deleted } from './post-writes.ts';

/** `version` 0: a repeat, nothing written. `post`: to tell its author. */
export type CommentWritten = { comment: CommentRow; post: PostRow; version: number };

/**
 * POST /api/blackboard/{id}/comment. A client id seen before is the same comment when the same user wrote it on the
 * same post, refused otherwise. undefined: no such post in the viewer's kindergarten (404).
 */
export async function addComment(
  db: Db,
  viewer: Viewer,
  postId: string,
  input: { id?: string; comment: string },
): Promise<CommentWritten | Rejected | undefined> {
  return inTransaction(db, async ({ blackboard }) => {
    const post = await blackboard.findPost(viewer, postId);
    if (!post) return undefined;
    const sameWrite = (existing: CommentRow) =>
      existing.author_id === viewer.userId && existing.post_id === postId
        ? { comment: existing, post, version: 0 }
        : idTaken('comment');
    const id = input.id ?? uuidv7();
    const existing = input.id ? await blackboard.findAnyComment(id) : undefined;
    if (existing) return sameWrite(existing);
    const comment = await blackboard.insertComment({ id, postId, authorId: viewer.userId, comment: input.comment });
    if (!comment) return sameWrite((await blackboard.findAnyComment(id))!);
    return { comment, post, version: await blackboard.lastWrittenVersion() };
  });
}

/**
 * DELETE /api/blackboard/{id}/comment/{commentId}: the comment's author, or staff and admins of the kindergarten.
 * Deleting it again (or after its post was deleted) succeeds, so an outbox retry is harmless.
 */
export async function deleteComment(
  db: Db,
  viewer: Viewer,
  postId: string,
  commentId: string,
): Promise<Deleted | Rejected | undefined> {
  return inTransaction(db, async ({ blackboard }) => {
    const post = await blackboard.findAnyPost(postId);
    const comment = await blackboard.findAnyComment(commentId);
    if (!post || post.kindergarten_id !== viewer.kindergartenId || comment?.post_id !== postId) return undefined;
    const allowed = comment.author_id === viewer.userId || mayModerate(viewer);
    if (comment.deleted_at) return allowed ? { kindergartenId: post.kindergarten_id, version: 0 } : undefined;
    if (!allowed)
      return rejection('not_comment_author', 'id', 'Only the author, staff or admins may delete this comment.');
    await blackboard.softDeleteComment(commentId);
    return { kindergartenId: post.kindergarten_id, version: await blackboard.lastWrittenVersion() };
  });
}
