import { and, eq, isNull } from 'drizzle-orm';
import { blackboardPostRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { ownRowsOldestFirst } from './own-rows.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { inKindergarten } from './visibility-rules.ts';

/** A deleted account's posts are emptied and removed everywhere (their pictures and comments: their own entities). */
export const blackboardPostsEntity = defineSyncedEntity({
  name: 'blackboard_posts',
  table: s.blackboardPosts,
  row: blackboardPostRowSchema,
  visible: inKindergarten(s.blackboardPosts.kindergartenId),
  dexie: 'id, kindergarten_id, created_at, [kindergarten_id+created_at], author_id, [author_id+created_at]',
  failedWrites: { to: '/blackboard/$id', params: { id: 'id' } },
  account: {
    export: {
      key: 'blackboard_posts',
      rows: ownRowsOldestFirst(
        s.blackboardPosts,
        {
          id: s.blackboardPosts.id,
          title: s.blackboardPosts.title,
          description: s.blackboardPosts.description,
          created_at: s.blackboardPosts.createdAt,
          deleted_at: s.blackboardPosts.deletedAt,
        },
        (userId) => eq(s.blackboardPosts.authorId, userId),
      ),
    },
    delete: {
      remove: async (db, userId) => {
        await db
          .update(s.blackboardPosts)
          .set({ title: '', description: '', deletedAt: new Date() })
          .where(and(eq(s.blackboardPosts.authorId, userId), isNull(s.blackboardPosts.deletedAt)));
      },
    },
  },
});
