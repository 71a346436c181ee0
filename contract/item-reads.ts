import { z } from 'zod';
import { idSchema } from './common.ts';

const timestamp = z.iso.datetime({ offset: true });

/** What can be read: a news item, an event or a notice-board post. */
export const readItemKinds = ['news', 'event', 'post'] as const;
export const readItemKindSchema = z.enum(readItemKinds);
export type ReadItemKind = z.infer<typeof readItemKindSchema>;

/**
 * That a user opened an item, once per user and item whichever device or how often: `read_at` is the first time.
 * The reader always receives their own; staff of the kindergarten also receive the reads of its news and events
 * (server/entities/item-reads.ts). Post reads stay with the reader: they only decide the reader's "New" markers.
 */
export const itemReadRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  user_id: idSchema,
  item_kind: readItemKindSchema,
  item_id: idSchema,
  read_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int(),
  deleted_at: timestamp.nullable(),
});
export type ItemRead = z.infer<typeof itemReadRowSchema>;

/**
 * POST /api/reads: records that the signed-in user opened an item they may see (404 otherwise). A repeat, from this
 * device or another, changes nothing and answers the row already stored (its id and first `read_at`). `read_at` is
 * when the device opened it (it may have been offline); one in the future is taken as now.
 */
export const itemReadRequestSchema = z.object({
  id: idSchema,
  item_kind: readItemKindSchema,
  item_id: idSchema,
  read_at: timestamp,
});
export type ItemReadRequest = z.infer<typeof itemReadRequestSchema>;
export const itemReadResponseSchema = z.object({ read: itemReadRowSchema });

export const itemReadsPath = '/reads';
