import { bytea } from './bytea.ts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

/**
 * Post images, PDFs and signatures: the metadata. The bytes are in `file_chunks`, in the database so N API instances
 * share them (docs/decisions/0014-file-storage-in-chunks.md).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    kindergartenId: uuid('kindergarten_id')
      .notNull()
      .references(() => kindergartens.id),
    ownerId: uuid('owner_id').references(() => users.id),
    mime: text('mime').notNull(),
    name: text('name').notNull().default(''),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** A picture's list-sized copy, its own row; null for other files and for pictures stored before thumbnails. */
    thumbnailId: uuid('thumbnail_id').references((): AnyPgColumn => files.id),
    ...syncColumns(),
  },
  (t) => [
    index('files_kindergarten_idx').on(t.kindergartenId),
    index('files_kindergarten_version_idx').on(t.kindergartenId, t.version),
    index('files_thumbnail_idx')
      .on(t.thumbnailId)
      .where(sql`${t.thumbnailId} is not null`),
  ],
);

/**
 * A file's bytes in pieces of `fileChunkBytes` (server/files/file-store.ts), `seq` from 0; every piece but the last is
 * full, so the pieces that hold a byte range follow from the offsets alone.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
