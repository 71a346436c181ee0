import { itemReadsPath, type ItemRead, type ItemReadRequest, type ReadItemKind } from '#contract/item-reads';
import { v5 as uuidv5 } from 'uuid';
import { runCommand } from '../../sync/run-command.ts';

export const readCommandKind = 'record-read';

/**
 * The id of a user's read of an item, the same on every device: two devices that open an item offline write the
 * same row, and the server keeps one (it upserts by user and item anyway).
 */
export const itemReadId = (userId: string, kind: ReadItemKind, itemId: string) => uuidv5(`${kind}:${itemId}`, userId);

export interface Reader {
  userId: string;
  kindergartenId: string;
}

/**
 * Records that the user opened an item: the row and its outbox entry in one transaction, once. Opening it again,
 * online or not, finds the row and writes nothing. False: it was recorded before.
 */
export async function recordRead(kind: ReadItemKind, itemId: string, reader: Reader, now = new Date()) {
  const id = itemReadId(reader.userId, kind, itemId);
  const readAt = now.toISOString();
  const row: ItemRead = {
    id,
    kindergarten_id: reader.kindergartenId,
    user_id: reader.userId,
    item_kind: kind,
    item_id: itemId,
    read_at: readAt,
    created_at: readAt,
    updated_at: readAt,
    version: 0, // not confirmed by the server yet
    deleted_at: null,
  };
  const body: ItemReadRequest = { id, item_kind: kind, item_id: itemId, read_at: readAt };
  return runCommand({
    kind: readCommandKind,
    table: 'item_reads',
    row,
    method: 'POST',
    path: `/api${itemReadsPath}`,
    body,
    once: true,
    dropWhenRefused: true,
  });
}
