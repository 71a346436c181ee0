import { bytea } from './bytea.ts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, syncColumns } from './columns.ts';
import { kindergartens } from './kindergartens.ts';
import { users } from './users.ts';

/** Post images, PDFs and signatures. The bytes live in the database so N API instances share them. */
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
    data: bytea('data').notNull(),
    /** A picture's list-sized copy, its own row; null for other files and for pictures stored before thumbnails. */
    thumbnailId: uuid('thumbnail_id').references((): AnyPgColumn => files.id),
    ...syncColumns(),
  },
  (t) => [
    index('files_kindergarten_idx').on(t.kindergartenId),
    index('files_kindergarten_version_idx').on(t.kindergartenId, t.version),
    index('files_thumbnail_idx').on(t.thumbnailId).where(sql`${t.thumbnailId} is not null`),
  ],
);
