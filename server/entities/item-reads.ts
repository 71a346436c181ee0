import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { itemReadRowSchema } from '#contract/item-reads';
import * as s from '../db/schema/index.ts';
import { isStaffViewer } from '../repositories/sync-visibility.ts';
import { ownRowsOldestFirst } from './own-rows.ts';
import { defineSyncedEntity } from './synced-entity.ts';

const r = s.itemReads;

/**
 * Who opened what: a user receives their own reads (their "New" markers), staff and admins also the reads of their
 * kindergarten's news and events ("read by 9 of 13 families"). Post reads stay with the reader, and a parent never
 * learns what another family opened. A read is the reader's own: it goes with their account.
 */
export const itemReadsEntity = defineSyncedEntity({
  name: 'item_reads',
  table: r,
  row: itemReadRowSchema,
  visible: (viewer) =>
    isStaffViewer(viewer)
      ? or(
          eq(r.userId, viewer.userId),
          and(eq(r.kindergartenId, viewer.kindergartenId), inArray(r.itemKind, ['news', 'event'])),
        )
      : eq(r.userId, viewer.userId),
  dexie: 'id, item_kind, [item_kind+item_id], user_id',
  account: {
    export: {
      key: 'item_reads',
      rows: ownRowsOldestFirst(r, { id: r.id, item_kind: r.itemKind, item_id: r.itemId, read_at: r.readAt }, (userId) =>
        and(eq(r.userId, userId), isNull(r.deletedAt)),
      ),
    },
    delete: {
      remove: async (db, userId) => {
        await db.delete(r).where(eq(r.userId, userId));
      },
    },
  },
});
