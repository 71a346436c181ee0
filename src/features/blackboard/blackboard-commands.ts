import { v7 as uuidv7 } from 'uuid';
import { runCommand } from '../../sync/run-command.ts';
import type { Comment, Post } from './blackboard-queries.ts';

export const blackboardCommandKinds = {
  addComment: 'add-comment',
  deleteComment: 'delete-comment',
  updatePost: 'update-post',
  deletePost: 'delete-post',
} as const;

/**
 * Writes a comment on this device first; the outbox sends it (JSON, Idempotency-Key = the entry's id). The id is
 * ours (UUIDv7), so a repeated send is the same comment on the server.
 */
export async function addComment(postId: string, authorId: string, text: string): Promise<string> {
  const id = uuidv7();
  const now = new Date().toISOString();
  const comment = text.trim();
  const row: Comment = {
    id,
    post_id: postId,
    author_id: authorId,
    comment,
    created_at: now,
    updated_at: now,
    version: 0,
    deleted_at: null,
  };
  await runCommand({
    kind: blackboardCommandKinds.addComment,
    table: 'comments',
    row,
    method: 'POST',
    path: `/api/blackboard/${postId}/comment`,
    body: { id, comment },
  });
  return id;
}

/** Removes a comment from view at once; the outbox tells the server. */
export async function deleteComment(comment: Comment): Promise<void> {
  await runCommand({
    kind: blackboardCommandKinds.deleteComment,
    table: 'comments',
    row: { ...comment, deleted_at: new Date().toISOString() },
    method: 'DELETE',
    path: `/api/blackboard/${comment.post_id}/comment/${comment.id}`,
    body: undefined,
  });
}

/** Changes a post's text (the images change online, one call each). */
export async function updatePostText(post: Post, text: { title: string; description: string }): Promise<void> {
  const change = { title: text.title.trim(), description: text.description.trim() };
  await runCommand({
    kind: blackboardCommandKinds.updatePost,
    table: 'blackboard_posts',
    row: { ...post, ...change, updated_at: new Date().toISOString() },
    method: 'POST',
    path: `/api/blackboard/${post.id}`,
    body: change,
  });
}

/** Removes a post from view at once; the outbox tells the server. */
export async function deletePost(post: Post): Promise<void> {
  await runCommand({
    kind: blackboardCommandKinds.deletePost,
    table: 'blackboard_posts',
    row: { ...post, deleted_at: new Date().toISOString() },
    method: 'DELETE',
    path: `/api/blackboard/${post.id}`,
    body: undefined,
  });
}
