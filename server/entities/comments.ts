import { and, eq, isNull, sql } from 'drizzle-orm';
import { commentRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { ownRowsOldestFirst } from './own-rows.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { postsOfKindergarten } from './visibility-rules.ts';

/** A deleted account's comments, and every comment under its posts, are emptied and removed. */
export const commentsEntity = defineSyncedEntity({
  name: 'comments',
  table: s.comments,
  row: commentRowSchema,
  visible: (viewer) => sql`${s.comments.postId} in ${postsOfKindergarten(viewer)}`,
  dexie: 'id, post_id, [post_id+created_at]',
  failedWrites: { to: '/blackboard/$id/comments', params: { id: 'post_id' } },
  account: {
    export: {
      key: 'comments',
      rows: ownRowsOldestFirst(
        s.comments,
        {
          id: s.comments.id,
          post_id: s.comments.postId,
          comment: s.comments.comment,
          created_at: s.comments.createdAt,
          deleted_at: s.comments.deletedAt,
        },
        (userId) => eq(s.comments.authorId, userId),
      ),
    },
    delete: {
      remove: async (db, userId) => {
        const emptied = { comment: '', deletedAt: new Date() };
        await db
          .update(s.comments)
          .set(emptied)
          .where(and(eq(s.comments.authorId, userId), isNull(s.comments.deletedAt)));
        const posts = sql`(select ${s.blackboardPosts.id} from ${s.blackboardPosts} where ${s.blackboardPosts.authorId} = ${userId})`;
        await db
          .update(s.comments)
          .set(emptied)
          .where(and(sql`${s.comments.postId} in ${posts}`, isNull(s.comments.deletedAt)));
      },
    },
  },
});
