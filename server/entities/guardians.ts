import { and, eq, isNull, sql } from 'drizzle-orm';
import { guardianRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { visibleChildIds } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/** A deleted account is no longer guardian of any child (the export lists guardianships under `children`). */
export const guardiansEntity = defineSyncedEntity({
  name: 'guardians',
  table: s.guardians,
  row: guardianRowSchema,
  visible: (viewer) => sql`${s.guardians.childId} in ${visibleChildIds(viewer)}`,
  dexie: 'id, child_id, user_id',
  account: {
    delete: {
      remove: async (db, userId) => {
        await db
          .update(s.guardians)
          .set({ deletedAt: new Date() })
          .where(and(eq(s.guardians.userId, userId), isNull(s.guardians.deletedAt)));
      },
    },
  },
});
