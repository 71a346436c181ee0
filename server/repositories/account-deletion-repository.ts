import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { syncedEntities } from '../entities/index.ts';

/**
 * The steps of deleting an account (DELETE /api/user); call them in one transaction. Rows other people rely on keep
 * their id (foreign keys) but lose everything that names the person. What each synced entity does is in its
 * definition (server/entities/).
 */
export function accountDeletionRepository(db: Db) {
  return {
    /**
     * Sign-ins, push devices and reset codes. Stored answers of repeated requests stay for their 24 hours: the
     * request deleting the account records its own answer there.
     */
    async forgetCredentials(userId: string): Promise<void> {
      await db
        .update(s.tokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(s.tokens.userId, userId), isNull(s.tokens.revokedAt)));
      await db.delete(s.fcmTokens).where(eq(s.fcmTokens.userId, userId));
      await db.delete(s.passwordResets).where(eq(s.passwordResets.userId, userId));
      await db.delete(s.calendarFeeds).where(eq(s.calendarFeeds.userId, userId));
    },

    /** Every synced entity's own step, in the registry's order; `kept` entities stay as they are. */
    async removeEntityRows(userId: string): Promise<void> {
      for (const entity of syncedEntities()) {
        const deletion = entity.account.delete;
        if (deletion !== 'kept') await deletion.remove(db, userId);
      }
    },
  };
}
