import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { commentRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { withIsoDates } from '../repositories/iso-dates.ts';
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
      rows: async (db, { user }) => {
        const c = s.comments;
        const rows = await db
          .select({ id: c.id, post_id: c.postId, comment: c.comment, created_at: c.createdAt, deleted_at: c.deletedAt })
          .from(c)
          .where(eq(c.authorId, user.id))
          .orderBy(asc(c.createdAt));
        return rows.map((row) => withIsoDates(row));
      },
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
