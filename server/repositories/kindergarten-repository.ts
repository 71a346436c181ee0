import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { children, groups, kindergartens } from '../db/schema/index.ts';

export type KindergartenRecord = typeof kindergartens.$inferSelect;

export function kindergartenRepository(db: Db) {
  return {
    async create(input: { name: string; id?: string; timeZone?: string | null }): Promise<KindergartenRecord> {
      const [row] = await db
        .insert(kindergartens)
        .values({ id: input.id ?? uuidv7(), name: input.name, timeZone: input.timeZone ?? null })
        .returning();
      return row!;
    },

    async setTimeZone(id: string, timeZone: string | null): Promise<KindergartenRecord> {
      const [row] = await db.update(kindergartens).set({ timeZone }).where(eq(kindergartens.id, id)).returning();
      return row!;
    },

    /** By id, or by exact name ignoring case, so operators can type either. */
    async findByIdOrName(idOrName: string): Promise<KindergartenRecord | undefined> {
      const byName = ilike(kindergartens.name, idOrName.replace(/[\\%_]/g, '\\$&'));
      const isUuid = /^[0-9a-f-]{36}$/i.test(idOrName);
      const [row] = await db
        .select()
        .from(kindergartens)
        .where(and(isNull(kindergartens.deletedAt), isUuid ? or(eq(kindergartens.id, idOrName), byName) : byName))
        .limit(1);
      return row;
    },

    async createGroup(input: { kindergartenId: string; name: string }) {
      const [row] = await db
        .insert(groups)
        .values({ id: uuidv7(), ...input })
        .returning();
      return row!;
    },

    async createChild(input: { kindergartenId: string; groupId: string | null; firstName: string; lastName: string }) {
      const [row] = await db
        .insert(children)
        .values({ id: uuidv7(), ...input })
        .returning();
      return row!;
    },

    /** First names of these children of the kindergarten, by id (for receipts). */
    async childFirstNames(kindergartenId: string, childIds: string[]): Promise<Map<string, string>> {
      if (childIds.length === 0) return new Map();
      const rows = await db
        .select({ id: children.id, name: children.firstName })
        .from(children)
        .where(and(eq(children.kindergartenId, kindergartenId), inArray(children.id, childIds)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The ids among `childIds` that are children of this kindergarten. */
    async existingChildIds(kindergartenId: string, childIds: string[]): Promise<string[]> {
      if (childIds.length === 0) return [];
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .where(
          and(eq(children.kindergartenId, kindergartenId), inArray(children.id, childIds), isNull(children.deletedAt)),
        )
        .orderBy(asc(children.id));
      return rows.map((row) => row.id);
    },
  };
}
