import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ItemRead, ReadItemKind } from '#contract/item-reads';
import type { Db } from '../db/client.ts';
import { itemReads } from '../db/schema/index.ts';
import { derivedColumns } from '../entities/synced-entity.ts';
import { itemReadsEntity } from '../entities/item-reads.ts';
import { toWireRow } from './wire-row.ts';

const columns = derivedColumns(itemReadsEntity);

export function itemReadRepository(db: Db) {
  const ownRead = async (userId: string, kind: ReadItemKind, itemId: string) => {
    const [row] = await db
      .select(columns)
      .from(itemReads)
      .where(and(eq(itemReads.userId, userId), eq(itemReads.itemKind, kind), eq(itemReads.itemId, itemId)));
    return row && toWireRow<ItemRead>(row);
  };

  return {
    /**
     * The user's read of the item: a new row, or the one stored already (another device, an earlier try), which
     * keeps its id and first `read_at`. Undefined when the id is another user's row.
     */
    async record(input: {
      id: string;
      kindergartenId: string;
      userId: string;
      kind: ReadItemKind;
      itemId: string;
      readAt: Date;
    }): Promise<ItemRead | undefined> {
      await db
        .insert(itemReads)
        .values({
          id: input.id,
          kindergartenId: input.kindergartenId,
          userId: input.userId,
          itemKind: input.kind,
          itemId: input.itemId,
          readAt: input.readAt,
        })
        .onConflictDoNothing();
      return ownRead(input.userId, input.kind, input.itemId);
    },

    /** Every live read of one item, first reads first. */
    async ofItem(kind: ReadItemKind, itemId: string): Promise<ItemRead[]> {
      const rows = await db
        .select(columns)
        .from(itemReads)
        .where(and(eq(itemReads.itemKind, kind), eq(itemReads.itemId, itemId), isNull(itemReads.deletedAt)))
        .orderBy(asc(itemReads.readAt));
      return rows.map((row) => toWireRow<ItemRead>(row));
    },
  };
}
