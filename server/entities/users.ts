import { eq, sql } from 'drizzle-orm';
import { userRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { inKindergarten } from './visibility-rules.ts';

/**
 * People of the kindergarten; a phone only when published or one's own. A deleted account stays as an anonymous
 * tombstone: absences and answers point at it, and the e-mail is free again.
 */
export const usersEntity = defineSyncedEntity({
  name: 'users',
  table: s.users,
  row: userRowSchema,
  computed: (viewer) => ({
    phone:
      sql<string>`case when ${s.users.contactPublic} or ${s.users.id} = ${viewer.userId} then ${s.users.phone} else '' end`.as(
        'phone',
      ),
  }),
  visible: inKindergarten(s.users.kindergartenId),
  dexie: 'id, kindergarten_id',
  account: {
    delete: {
      remove: async (db, userId) => {
        await db
          .update(s.users)
          .set({
            username: `deleted-${userId}@deleted.invalid`,
            name: '',
            passwordHash: '!',
            phone: '',
            jobTitle: '',
            contactPublic: false,
            pushNotification: false,
            googleLanguage: null,
            deletedAt: new Date(),
          })
          .where(eq(s.users.id, userId));
      },
    },
  },
});
