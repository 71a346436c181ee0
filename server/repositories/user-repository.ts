import type { LetterGuardianship } from '#contract/family-rules';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Role } from '#contract/user';
import type { Db } from '../db/client.ts';
import { children, groups, guardians, kindergartens, roomMembers, users } from '../db/schema/index.ts';

export type UserRecord = typeof users.$inferSelect;

export type NewUser = {
  kindergartenId: string;
  username: string;
  passwordHash: string;
  role: Role;
  language: string;
  name?: string;
};

export function userRepository(db: Db) {
  return {
    /** Usernames are e-mail addresses, compared case-insensitively (the unique index is on lower(username)). */
    async findByUsername(username: string): Promise<UserRecord | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`, isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRecord | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    async create(input: NewUser): Promise<UserRecord> {
      const values = { id: uuidv7(), ...input, username: input.username.trim().toLowerCase() };
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async setName(userId: string, name: string): Promise<void> {
      await db.update(users).set({ name }).where(eq(users.id, userId));
    },

    /**
     * Whether others see when the user read. The user's memberships get a new version, so others' devices receive
     * the cursor hidden (or shown again) with their next pull. Run in a transaction.
     */
    async setReadReceipts(userId: string, on: boolean): Promise<void> {
      await db.update(users).set({ readReceipts: on }).where(eq(users.id, userId));
      await db
        .update(roomMembers)
        .set({ lastReadAt: sql`${roomMembers.lastReadAt}` })
        .where(and(eq(roomMembers.userId, userId), isNull(roomMembers.deletedAt)));
    },

    async setLanguage(userId: string, language: string): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },

    /** null = no translation. */
    async setGoogleLanguage(userId: string, language: string | null): Promise<void> {
      await db.update(users).set({ googleLanguage: language }).where(eq(users.id, userId));
    },

    async addGuardian(userId: string, childId: string): Promise<void> {
      await db.insert(guardians).values({ id: uuidv7(), userId, childId }).onConflictDoNothing();
    },

    /**
     * Makes the user a guardian of the child on a family invite's terms; a guardianship they had (or had before) takes
     * the new terms.
     */
    async linkGuardian(
      userId: string,
      childId: string,
      terms: { relation: string; receivesLetters: boolean; mayAnswer: boolean },
    ): Promise<void> {
      await db
        .insert(guardians)
        .values({ id: uuidv7(), userId, childId, ...terms })
        .onConflictDoUpdate({
          target: [guardians.childId, guardians.userId],
          set: { ...terms, deletedAt: null, updatedAt: new Date() },
        });
    },

    /** The user's live guardianships with their say over letters (contract/family-rules.ts). */
    async guardianshipsOf(userId: string): Promise<LetterGuardianship[]> {
      return db
        .select({
          child_id: guardians.childId,
          receives_letters: guardians.receivesLetters,
          may_answer: guardians.mayAnswer,
        })
        .from(guardians)
        .where(and(eq(guardians.userId, userId), isNull(guardians.deletedAt)));
    },

    async kindergartenOf(user: UserRecord) {
      const [row] = await db
        .select({ id: kindergartens.id, name: kindergartens.name, timeZone: kindergartens.timeZone })
        .from(kindergartens)
        .where(eq(kindergartens.id, user.kindergartenId));
      return row!;
    },

    /** The children this user is a guardian of, each with its group. */
    async childrenOf(userId: string) {
      return db
        .select({
          id: children.id,
          firstName: children.firstName,
          lastName: children.lastName,
          groupId: groups.id,
          groupName: groups.name,
        })
        .from(guardians)
        .innerJoin(children, eq(children.id, guardians.childId))
        .leftJoin(groups, and(eq(groups.id, children.groupId), isNull(groups.deletedAt)))
        .where(and(eq(guardians.userId, userId), isNull(guardians.deletedAt), isNull(children.deletedAt)))
        .orderBy(asc(children.firstName), asc(children.lastName));
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
