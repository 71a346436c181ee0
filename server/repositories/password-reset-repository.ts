import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { passwordResets } from '../db/schema/index.ts';

export type PasswordResetRecord = typeof passwordResets.$inferSelect;

export function passwordResetRepository(db: Db) {
  return {
    /** A new code replaces any earlier unused one, so only the latest mail works. */
    async replace(input: { id: string; userId: string; codeHash: string; expiresAt: Date }): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, input.userId), isNull(passwordResets.usedAt)));
      await db.insert(passwordResets).values(input);
    },

    newId: () => uuidv7(),

    async findOpen(userId: string): Promise<PasswordResetRecord | undefined> {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
        .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
        .limit(1);
      return row;
    },

    /** Counts one try; false when the tries were already used up (one UPDATE, so parallel guesses cannot overrun). */
    async countAttempt(resetId: string, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(
          and(eq(passwordResets.id, resetId), lt(passwordResets.attempts, maxAttempts), isNull(passwordResets.usedAt)),
        )
        .returning({ id: passwordResets.id });
      return rows.length > 0;
    },

    /** Single use: false when another request used it first. */
    async markUsed(resetId: string): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      return rows.length > 0;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
