import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { syncTableSpecs } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

export type FileRow = SyncRow<'files'>;
export type NewFile = { id: string; kindergartenId: string; ownerId: string; mime: string; name: string; data: Uint8Array; width?: number; height?: number };

const columns = syncTableSpecs.files.columns({} as Viewer);

/** Stored files (bytes in the database, DESIGN §3): metadata rows for the client, bytes for PDFs. */
export function fileRepository(db: Db) {
  return {
    async insert(file: NewFile): Promise<FileRow> {
      const [row] = await db
        .insert(files)
        .values({
          id: file.id, kindergartenId: file.kindergartenId, ownerId: file.ownerId, mime: file.mime, name: file.name,
          size: file.data.length, sha256: createHash('sha256').update(file.data).digest('hex'),
          width: file.width ?? null, height: file.height ?? null, data: file.data,
        })
        .returning(columns);
      return toWireRow<FileRow>(row!);
    },

    /** Live file rows among `ids` that the viewer may see (same rule as GET /api/sync). */
    async findVisible(viewer: Viewer, ids: string[]): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(files)
        .where(and(inArray(files.id, ids), isNull(files.deletedAt), syncTableSpecs.files.visible(viewer)));
      return rows.map((row) => toWireRow<FileRow>(row));
    },

    async findRow(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select(columns).from(files).where(eq(files.id, id));
      return row && toWireRow<FileRow>(row);
    },

    async bytesOf(id: string): Promise<Uint8Array | undefined> {
      const [row] = await db.select({ data: files.data }).from(files).where(and(eq(files.id, id), isNull(files.deletedAt)));
      return row?.data;
    },

    /** Soft delete: clients holding the row receive a tombstone. */
    async softDelete(id: string): Promise<void> {
      await db.update(files).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(files.id, id));
    },
  };
}
