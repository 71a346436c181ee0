import { and, eq, isNull, ne } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { kindergartens, tokens, users } from '../db/schema/index.ts';

export function tokenRepository(db: Db) {
  return {
    async create(userId: string, tokenHash: string): Promise<string> {
      const id = uuidv7();
      await db.insert(tokens).values({ id, userId, tokenHash });
      return id;
    },

    /** The live token with this hash and its (not deleted) user, with the zone of their kindergarten (null: none). */
    async findActive(tokenHash: string) {
      const [row] = await db
        .select({ tokenId: tokens.id, user: users, kindergartenTimeZone: kindergartens.timeZone })
        .from(tokens)
        .innerJoin(users, eq(users.id, tokens.userId))
        .leftJoin(kindergartens, eq(kindergartens.id, users.kindergartenId))
        .where(and(eq(tokens.tokenHash, tokenHash), isNull(tokens.revokedAt), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async revoke(tokenId: string): Promise<void> {
      await db
        .update(tokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt)));
    },

    /** Every live token of the user except `keepTokenId` (after a password reset). */
    async revokeAllOf(userId: string, keepTokenId?: string): Promise<void> {
      const live = and(eq(tokens.userId, userId), isNull(tokens.revokedAt));
      await db
        .update(tokens)
        .set({ revokedAt: new Date() })
        .where(keepTokenId ? and(live, ne(tokens.id, keepTokenId)) : live);
    },
  };
}

export type TokenRepository = ReturnType<typeof tokenRepository>;
