import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Role } from '#contract/user';
import type { Db } from '../db/client.ts';
import { inviteCodeChildren, inviteCodes, kindergartens } from '../db/schema/index.ts';

export type InviteCodeRecord = typeof inviteCodes.$inferSelect;

export type NewInviteCode = {
  code: string;
  kindergartenId: string;
  role: Role;
  maxUses: number;
  expiresAt: Date | null;
  childIds: string[];
  createdBy?: string | null;
};

// People type codes on phones: match them case-insensitively.
const sameCode = (code: string) => sql`upper(${inviteCodes.code}) = upper(${code.trim()})`;

export function inviteCodeRepository(db: Db) {
  return {
    async create(input: NewInviteCode): Promise<InviteCodeRecord> {
      const { childIds, ...values } = input;
      const [row] = await db
        .insert(inviteCodes)
        .values({ id: uuidv7(), ...values })
        .returning();
      if (childIds.length > 0) {
        await db.insert(inviteCodeChildren).values(childIds.map((childId) => ({ inviteCodeId: row!.id, childId })));
      }
      return row!;
    },

    async findByCode(code: string): Promise<InviteCodeRecord | undefined> {
      const [row] = await db.select().from(inviteCodes).where(sameCode(code)).limit(1);
      return row;
    },

    /**
     * Takes one use of the code if it is still valid; the single UPDATE makes two registrations racing for the last
     * use safe. Returns the code's row, or undefined when nothing was left to take.
     */
    async claimUse(inviteCodeId: string, now = new Date()): Promise<InviteCodeRecord | undefined> {
      const [row] = await db
        .update(inviteCodes)
        .set({ uses: sql`${inviteCodes.uses} + 1` })
        .where(
          and(
            eq(inviteCodes.id, inviteCodeId),
            lt(inviteCodes.uses, inviteCodes.maxUses),
            isNull(inviteCodes.revokedAt),
            or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
          ),
        )
        .returning();
      return row;
    },

    async childIdsOf(inviteCodeId: string): Promise<string[]> {
      const rows = await db
        .select({ childId: inviteCodeChildren.childId })
        .from(inviteCodeChildren)
        .where(eq(inviteCodeChildren.inviteCodeId, inviteCodeId))
        .orderBy(asc(inviteCodeChildren.childId));
      return rows.map((row) => row.childId);
    },

    async revoke(code: string): Promise<boolean> {
      const rows = await db
        .update(inviteCodes)
        .set({ revokedAt: new Date() })
        .where(and(sameCode(code), isNull(inviteCodes.revokedAt)))
        .returning({ id: inviteCodes.id });
      return rows.length > 0;
    },

    /** Newest first, with the kindergarten's name, optionally for one kindergarten. */
    async list(kindergartenId?: string) {
      return db
        .select({ invite: inviteCodes, kindergartenName: kindergartens.name })
        .from(inviteCodes)
        .innerJoin(kindergartens, eq(kindergartens.id, inviteCodes.kindergartenId))
        .where(kindergartenId ? eq(inviteCodes.kindergartenId, kindergartenId) : undefined)
        .orderBy(desc(inviteCodes.createdAt), asc(inviteCodes.code));
    },
  };
}

export type InviteCodeRepository = ReturnType<typeof inviteCodeRepository>;
