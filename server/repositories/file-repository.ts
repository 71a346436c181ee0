import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { fileOwnerAlive } from './file-owners.ts';
import { fileColumns, syncTableSpecs } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

export type FileRow = SyncRow<'files'>;

/** `sha256` when the caller already has it (checked uploads do); computed otherwise. */
export type NewFile = {
  id: string; kindergartenId: string; ownerId: string; mime: string; name: string; data: Uint8Array;
  sha256?: string; width?: number | null; height?: number | null;
};
export type FileMeta = { id: string; mime: string; name: string; size: number; sha256: string };

const removed = () => ({ deletedAt: new Date(), data: new Uint8Array(0) });

/** Stored files (bytes in the database, DESIGN §3): metadata rows for the client, bytes for the file route and PDFs. */
export function fileRepository(db: Db) {
  return {
    async insert(file: NewFile): Promise<FileRow> {
      const sha256 = file.sha256 ?? createHash('sha256').update(file.data).digest('hex');
      const [row] = await db
        .insert(files)
        .values({ ...file, sha256, width: file.width ?? null, height: file.height ?? null, size: file.data.length })
        .returning(fileColumns);
      return toWireRow<FileRow>(row!);
    },

    /** The rows (metadata only) of these files, deleted ones too. */
    async rowsByIds(ids: string[]): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(fileColumns).from(files).where(inArray(files.id, ids));
      return rows.map((row) => toWireRow<FileRow>(row));
    },

    async findRow(id: string): Promise<FileRow | undefined> {
      const [row] = await this.rowsByIds([id]);
      return row;
    },

    /** Live file rows among `ids` that the viewer may see (same rule as GET /api/sync). */
    async findVisible(viewer: Viewer, ids: string[]): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(fileColumns)
        .from(files)
        .where(and(inArray(files.id, ids), isNull(files.deletedAt), syncTableSpecs.files.visible(viewer)));
      return rows.map((row) => toWireRow<FileRow>(row));
    },

    /**
     * What the file route needs before the bytes, of a live file the viewer may see, by the same rule that decides
     * whether /api/sync sends its row: a 304 or a 416 is answered from this alone.
     */
    async findVisibleMeta(viewer: Viewer, id: string): Promise<FileMeta | undefined> {
      const [row] = await db
        .select({ id: files.id, mime: files.mime, name: files.name, size: files.size, sha256: files.sha256 })
        .from(files)
        .where(and(eq(files.id, id), isNull(files.deletedAt), syncTableSpecs.files.visible(viewer)));
      return row;
    },

    /** The live file's bytes, or only `slice` of them (ends inclusive, cut in the database); no visibility rule. */
    async readBytes(id: string, slice?: { start: number; end: number }): Promise<Uint8Array | undefined> {
      const data = slice ? sql<Uint8Array>`substring(${files.data} from ${slice.start + 1} for ${slice.end - slice.start + 1})`.mapWith(files.data) : files.data;
      const [row] = await db.select({ data }).from(files).where(and(eq(files.id, id), isNull(files.deletedAt)));
      return row?.data;
    },


    /** Removes the bytes with the row: clients holding the row receive a tombstone, the store keeps no copy. */
    async softDelete(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(files).set(removed()).where(and(inArray(files.id, ids), isNull(files.deletedAt)));
    },

    /**
     * Removes the bytes of the kindergarten's files that lost their last owner (file-owners.ts) and of deleted rows
     * still holding some; answers how many. One kindergarten at a time keeps the owner lists uncorrelated.
     */
    async purgeUnowned(kindergartenId?: string): Promise<number> {
      const kindergartens = kindergartenId
        ? [kindergartenId]
        : (await db.selectDistinct({ id: files.kindergartenId }).from(files).where(gt(sql`octet_length(${files.data})`, 0))).map((row) => row.id);
      let purged = 0;
      for (const id of kindergartens) {
        const rows = await db
          .update(files)
          .set({ ...removed(), deletedAt: sql`coalesce(${files.deletedAt}, now())` })
          .where(and(eq(files.kindergartenId, id), gt(sql`octet_length(${files.data})`, 0), or(isNotNull(files.deletedAt), not(fileOwnerAlive(id)))))
          .returning({ id: files.id });
        purged += rows.length;
      }
      return purged;
    },
  };
}

export type FileRepository = ReturnType<typeof fileRepository>;
