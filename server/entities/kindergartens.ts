import { eq } from 'drizzle-orm';
import { kindergartenRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { defineSyncedEntity } from './synced-entity.ts';

export const kindergartensEntity = defineSyncedEntity({
  name: 'kindergartens',
  table: s.kindergartens,
  row: kindergartenRowSchema,
  visible: (viewer) => eq(s.kindergartens.id, viewer.kindergartenId),
  dexie: 'id',
  account: {
    export: {
      key: 'kindergarten',
      rows: async (db, { user }) => {
        const [row] = await db
          .select({ id: s.kindergartens.id, name: s.kindergartens.name })
          .from(s.kindergartens)
          .where(eq(s.kindergartens.id, user.kindergartenId));
        return row!;
      },
    },
    delete: 'kept',
  },
});
