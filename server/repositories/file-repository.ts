import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
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
/** Bytes of a kindergarten's live files by what they are. */
export type StorageUsage = { pictures: number; pdfs: number; signatures: number; total: number };

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


    /**
     * What the kindergarten's live files take (`size`, counted without reading any bytes): PDFs by their type,
     * signatures by the answers they are under, pictures the rest.
     */
    async usage(kindergartenId: string): Promise<StorageUsage> {
      const signatures = sql`(select ${s.confirmations.signatureFileId} from ${s.confirmations}
        where ${s.confirmations.kindergartenId} = ${kindergartenId} and ${s.confirmations.signatureFileId} is not null)`;
      const sum = (filter: SQL) => sql<string>`coalesce(sum(${files.size}) filter (where ${filter}), 0)`;
      const [row] = await db
        .select({ pdfs: sum(sql`${files.mime} = 'application/pdf'`), signatures: sum(sql`${files.id} in ${signatures}`), total: sum(sql`true`) })
        .from(files)
        .where(and(eq(files.kindergartenId, kindergartenId), isNull(files.deletedAt)));
      const [pdfs, signatureBytes, total] = [Number(row!.pdfs), Number(row!.signatures), Number(row!.total)];
      return { pictures: total - pdfs - signatureBytes, pdfs, signatures: signatureBytes, total };
    },

    /** Serialises the kindergarten's uploads until the transaction ends, so two at once cannot pass its quota together. */
    async lockUploads(kindergartenId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files-quota:${kindergartenId}`}, 0))`);
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
