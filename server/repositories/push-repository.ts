import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { fcmTokens, kindergartens, users } from '../db/schema/index.ts';

/** The push switch of a user (`users.push_notification`) and the FCM tokens of their browsers. */
export function pushRepository(db: Db) {
  return {
    async setPushNotification(userId: string, enabled: boolean): Promise<void> {
      await db.update(users).set({ pushNotification: enabled }).where(eq(users.id, userId));
    },

    /**
     * Stores a browser's token for the user. A token is one browser profile: when another user signs in there and
     * registers the same token, it moves to them, so the previous user's notifications stop reaching that browser.
     */
    async saveToken(userId: string, token: string): Promise<void> {
      await db
        .insert(fcmTokens)
        .values({ id: uuidv7(), userId, token })
        .onConflictDoUpdate({ target: fcmTokens.token, set: { userId, updatedAt: sql`now()` } });
    },

    /** One browser's token, only if it is this user's: a sign-out never touches a token that moved to someone else. */
    async deleteTokenOf(userId: string, token: string): Promise<void> {
      await db.delete(fcmTokens).where(and(eq(fcmTokens.userId, userId), eq(fcmTokens.token, token)));
    },

    async deleteTokensOf(userId: string): Promise<void> {
      await db.delete(fcmTokens).where(eq(fcmTokens.userId, userId));
    },

    async deleteTokens(tokens: string[]): Promise<void> {
      if (tokens.length > 0) await db.delete(fcmTokens).where(inArray(fcmTokens.token, tokens));
    },

    async tokensOf(userId: string): Promise<string[]> {
      const rows = await db.select({ token: fcmTokens.token }).from(fcmTokens).where(eq(fcmTokens.userId, userId));
      return rows.map((row) => row.token);
    },

    /** Of these users, the ones that exist, each with their language, whether they want push and their quiet hours. */
    async recipients(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          language: users.language,
          pushNotification: users.pushNotification,
          quietHoursEnabled: users.quietHoursEnabled,
          quietHoursFrom: users.quietHoursFrom,
          quietHoursUntil: users.quietHoursUntil,
          kindergartenTimeZone: kindergartens.timeZone,
        })
        .from(users)
        .leftJoin(kindergartens, eq(kindergartens.id, users.kindergartenId))
        .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
    },

    /** Token → user of every token of these users who switched push on: whom a push can reach at all. */
    async pushTargets(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: fcmTokens.userId, token: fcmTokens.token })
        .from(fcmTokens)
        .innerJoin(users, eq(users.id, fcmTokens.userId))
        .where(and(inArray(fcmTokens.userId, userIds), eq(users.pushNotification, true), isNull(users.deletedAt)));
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
