import { and, isNull, sql } from 'drizzle-orm';
import { blackboardImageRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { postsOfKindergarten } from './visibility-rules.ts';

/** The pictures of a deleted account's posts go with the posts. */
export const blackboardImagesEntity = defineSyncedEntity({
  name: 'blackboard_images',
  table: s.blackboardImages,
  row: blackboardImageRowSchema,
  visible: (viewer) => sql`${s.blackboardImages.postId} in ${postsOfKindergarten(viewer)}`,
  dexie: 'id, post_id, [post_id+position]',
  account: {
    delete: {
      remove: async (db, userId) => {
        const posts = sql`(select ${s.blackboardPosts.id} from ${s.blackboardPosts} where ${s.blackboardPosts.authorId} = ${userId})`;
        await db
          .update(s.blackboardImages)
          .set({ deletedAt: new Date() })
          .where(and(sql`${s.blackboardImages.postId} in ${posts}`, isNull(s.blackboardImages.deletedAt)));
      },
    },
  },
});
