import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RollCall, RollCallEntry } from '#contract/roll-calls';
import type { Db } from '../db/client.ts';
import { children, groups, rollCallEntries, rollCalls } from '../db/schema/index.ts';
import { rollCallEntriesEntity } from '../entities/roll-call-entries.ts';
import { rollCallsEntity } from '../entities/roll-calls.ts';
import { derivedColumns } from '../entities/synced-entity.ts';
import { withIsoDates } from './iso-dates.ts';

const rollCallColumns = derivedColumns(rollCallsEntity);
const entryColumns = derivedColumns(rollCallEntriesEntity);

export type NewRollCall = {
  id: string;
  kindergartenId: string;
  groupId: string | null;
  label: string;
  day: string;
  note: string;
  startedBy: string;
  entries: { id: string; childId: string; reportedAbsent: boolean }[];
};

/** Roll calls and their entries, always within one kindergarten. */
export function rollCallRepository(db: Db) {
  const entriesOf = async (rollCallId: string) =>
    (
      await db
        .select(entryColumns)
        .from(rollCallEntries)
        .where(eq(rollCallEntries.rollCallId, rollCallId))
        .orderBy(asc(rollCallEntries.id))
    ).map((row) => withIsoDates<RollCallEntry>(row));

  return {
    entriesOf,

    /** Any roll call with this id, of whatever kindergarten (an id taken elsewhere is refused). */
    async find(id: string): Promise<RollCall | undefined> {
      const [row] = await db.select(rollCallColumns).from(rollCalls).where(eq(rollCalls.id, id));
      return row && withIsoDates<RollCall>(row);
    },

    async entry(kindergartenId: string, id: string): Promise<RollCallEntry | undefined> {
      const [row] = await db
        .select(entryColumns)
        .from(rollCallEntries)
        .where(and(eq(rollCallEntries.id, id), eq(rollCallEntries.kindergartenId, kindergartenId)));
      return row && withIsoDates<RollCallEntry>(row);
    },

    async groupOf(kindergartenId: string, groupId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.id, groupId), eq(groups.kindergartenId, kindergartenId), isNull(groups.deletedAt)));
      return row !== undefined;
    },

    /** How many of these children are live children of the kindergarten. */
    async knownChildren(kindergartenId: string, childIds: string[]): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(children)
        .where(
          and(inArray(children.id, childIds), eq(children.kindergartenId, kindergartenId), isNull(children.deletedAt)),
        );
      return row?.count ?? 0;
    },

    /** Inserts the roll call and its entries in one transaction; a taken id throws the unique violation. */
    async create(input: NewRollCall): Promise<void> {
      await db.transaction(async (tx) => {
        const { entries, ...rollCall } = input;
        await tx.insert(rollCalls).values(rollCall);
        await tx.insert(rollCallEntries).values(
          entries.map((entry) => ({
            id: entry.id,
            kindergartenId: input.kindergartenId,
            rollCallId: input.id,
            childId: entry.childId,
            reportedAbsent: entry.reportedAbsent,
          })),
        );
      });
    },

    async setNote(kindergartenId: string, id: string, note: string): Promise<RollCall | undefined> {
      const [row] = await db
        .update(rollCalls)
        .set({ note, updatedAt: new Date() })
        .where(and(eq(rollCalls.id, id), eq(rollCalls.kindergartenId, kindergartenId)))
        .returning(rollCallColumns);
      return row && withIsoDates<RollCall>(row);
    },

    /** Closes it once: closing again keeps the first closing time. */
    async close(kindergartenId: string, id: string): Promise<RollCall | undefined> {
      const [row] = await db
        .update(rollCalls)
        .set({ closedAt: sql`coalesce(${rollCalls.closedAt}, now())`, updatedAt: new Date() })
        .where(and(eq(rollCalls.id, id), eq(rollCalls.kindergartenId, kindergartenId)))
        .returning(rollCallColumns);
      return row && withIsoDates<RollCall>(row);
    },

    async mark(
      kindergartenId: string,
      id: string,
      change: { present: boolean; note: string; markedBy: string },
    ): Promise<RollCallEntry | undefined> {
      const [row] = await db
        .update(rollCallEntries)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(rollCallEntries.id, id), eq(rollCallEntries.kindergartenId, kindergartenId)))
        .returning(entryColumns);
      return row && withIsoDates<RollCallEntry>(row);
    },
  };
}
