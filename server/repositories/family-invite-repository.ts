import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { FamilyInvite } from '#contract/family';
import type { FamilyRelation } from '#contract/family-rules';
import type { Db } from '../db/client.ts';
import { familyInviteChildren, familyInvites } from '../db/schema/index.ts';
import type { Viewer } from './sync-visibility.ts';

export type FamilyInviteRecord = typeof familyInvites.$inferSelect;
export type NewFamilyInvite = {
  kindergartenId: string;
  codeHash: string;
  createdBy: string;
  relation: FamilyRelation;
  receivesLetters: boolean;
  mayAnswer: boolean;
  expiresAt: Date;
  childIds: string[];
};

const open = (now: Date) =>
  and(isNull(familyInvites.usedAt), isNull(familyInvites.withdrawnAt), gt(familyInvites.expiresAt, now));

/** Invites guardians give second guardians (`family_invites`). Not synced: the inviter asks for them. */
export function familyInviteRepository(db: Db) {
  async function childIdsOf(inviteIds: string[]): Promise<Map<string, string[]>> {
    const byInvite = new Map<string, string[]>(inviteIds.map((id) => [id, []]));
    if (inviteIds.length === 0) return byInvite;
    const rows = await db
      .select()
      .from(familyInviteChildren)
      .where(inArray(familyInviteChildren.inviteId, inviteIds))
      .orderBy(asc(familyInviteChildren.childId));
    for (const row of rows) byInvite.get(row.inviteId)!.push(row.childId);
    return byInvite;
  }
  const wire = (row: FamilyInviteRecord, childIds: string[]): FamilyInvite => ({
    id: row.id,
    child_ids: childIds,
    relation: row.relation as FamilyRelation,
    receives_letters: row.receivesLetters,
    may_answer: row.mayAnswer,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  });

  return {
    async create(input: NewFamilyInvite): Promise<FamilyInvite> {
      const { childIds, ...values } = input;
      const [row] = await db
        .insert(familyInvites)
        .values({ id: uuidv7(), ...values })
        .returning();
      await db.insert(familyInviteChildren).values(childIds.map((childId) => ({ inviteId: row!.id, childId })));
      return wire(row!, [...childIds].sort());
    },

    async findByHash(codeHash: string): Promise<FamilyInviteRecord | undefined> {
      const [row] = await db.select().from(familyInvites).where(eq(familyInvites.codeHash, codeHash)).limit(1);
      return row;
    },

    /**
     * Takes the invite for `userId` if it is still open; one UPDATE, so two people racing for one code cannot both
     * win. Answers the children it names, or undefined when it was no longer open.
     */
    async claim(inviteId: string, userId: string, now: Date): Promise<string[] | undefined> {
      const [row] = await db
        .update(familyInvites)
        .set({ usedAt: now, usedBy: userId })
        .where(and(eq(familyInvites.id, inviteId), open(now)))
        .returning({ id: familyInvites.id });
      if (!row) return undefined;
      return (await childIdsOf([row.id])).get(row.id);
    },

    async childIdsOf(inviteId: string): Promise<string[]> {
      return (await childIdsOf([inviteId])).get(inviteId)!;
    },

    /** The user's open invites, newest first. */
    async pending(userId: string, now: Date): Promise<FamilyInvite[]> {
      const rows = await db
        .select()
        .from(familyInvites)
        .where(and(eq(familyInvites.createdBy, userId), open(now)))
        .orderBy(desc(familyInvites.createdAt), desc(familyInvites.id));
      const children = await childIdsOf(rows.map((row) => row.id));
      return rows.map((row) => wire(row, children.get(row.id)!));
    },

    /** An invite the viewer made. */
    async findOwn(viewer: Viewer, inviteId: string): Promise<FamilyInviteRecord | undefined> {
      const [row] = await db
        .select()
        .from(familyInvites)
        .where(and(eq(familyInvites.id, inviteId), eq(familyInvites.createdBy, viewer.userId)));
      return row;
    },

    /** Withdraws an invite not used or withdrawn yet; false when it was. */
    async withdraw(inviteId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(familyInvites)
        .set({ withdrawnAt: now })
        .where(and(eq(familyInvites.id, inviteId), isNull(familyInvites.usedAt), isNull(familyInvites.withdrawnAt)))
        .returning({ id: familyInvites.id });
      return rows.length > 0;
    },

    wire,
  };
}

export type FamilyInviteRepository = ReturnType<typeof familyInviteRepository>;
