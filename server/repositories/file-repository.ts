import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, exists, inArray, isNotNull, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import { fileChunks, files } from '../db/schema/index.ts';
import { databaseFileStore, type WrittenBytes } from '../files/file-store.ts';
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
/** A file whose bytes are still arriving. */
export type NewUpload = Omit<NewFile, 'data' | 'sha256' | 'width' | 'height'>;

/** How long a half-written upload may take before the purge counts it abandoned. */
const uploadLifetime = sql`interval '1 day'`;

/** Stored files: metadata rows for the client; their bytes in the file store (server/files/file-store.ts). */
export function fileRepository(db: Db) {
  const store = databaseFileStore(db);
  return {
    store,

    /** A whole file already in memory (a re-encoded picture, a signature, the seed's): row and bytes together. */
    async insert(file: NewFile): Promise<FileRow> {
      const { data, ...meta } = file;
      const sha256 = file.sha256 ?? createHash('sha256').update(data).digest('hex');
      const [row] = await db
        .insert(files)
        .values({ ...meta, sha256, width: file.width ?? null, height: file.height ?? null, size: data.length })
        .returning(fileColumns);
      await store.write(file.id, [data], data.length);
      return toWireRow<FileRow>(row!);
    },

    /**
     * The row of a file streamed in, made before its first byte so its pieces have a row to belong to: deleted and
     * without checksum, so nothing serves or syncs it live until `completeUpload`, and the purge removes it if the
     * upload is abandoned.
     */
    async beginUpload(file: NewUpload): Promise<void> {
      await db.insert(files).values({ ...file, size: 0, sha256: '', deletedAt: new Date() });
    },

    /** The upload's bytes are all stored: the row goes live with their size and checksum. */
    async completeUpload(id: string, written: WrittenBytes): Promise<FileRow> {
      const [row] = await db.update(files).set({ ...written, deletedAt: null }).where(eq(files.id, id)).returning(fileColumns);
      return toWireRow<FileRow>(row!);
    },

    /** A refused or failed upload: its row and whatever arrived of its bytes. */
    async discardUpload(id: string): Promise<void> {
      await db.delete(files).where(and(eq(files.id, id), eq(files.sha256, '')));
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

    /** The live file's bytes whole, for small files read at once (signatures in a receipt); no visibility rule. */
    async readBytes(id: string): Promise<Uint8Array | undefined> {
      const [row] = await db.select({ id: files.id }).from(files).where(and(eq(files.id, id), isNull(files.deletedAt)));
      return row ? new Uint8Array(await buffer(store.read(id))) : undefined;
    },

    /** Removes the bytes with the row: clients holding the row receive a tombstone, the store keeps no copy. */
    async softDelete(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(files).set({ deletedAt: new Date() }).where(and(inArray(files.id, ids), isNull(files.deletedAt)));
      await store.remove(ids);
    },

    /**
     * Removes the bytes of the kindergarten's files that lost their last owner (file-owners.ts), of deleted rows
     * still holding some, and of uploads abandoned half-way; answers how many files. One kindergarten at a time keeps
     * the owner lists uncorrelated.
     */
    async purgeUnowned(kindergartenId?: string): Promise<number> {
      const holdsBytes = exists(db.select({ one: sql`1` }).from(fileChunks).where(eq(fileChunks.fileId, files.id)));
      const kindergartens = kindergartenId
        ? [kindergartenId]
        : (await db.selectDistinct({ id: files.kindergartenId }).from(files).where(holdsBytes)).map((row) => row.id);
      let purged = 0;
      for (const id of kindergartens) {
        // An upload still arriving is deleted and unowned too; it is left alone for a day.
        const notArriving = or(ne(files.sha256, ''), lt(files.createdAt, sql`now() - ${uploadLifetime}`));
        const rows = await db
          .update(files)
          .set({ deletedAt: sql`coalesce(${files.deletedAt}, now())` })
          .where(and(eq(files.kindergartenId, id), holdsBytes, notArriving, or(isNotNull(files.deletedAt), not(fileOwnerAlive(id)))))
          .returning({ id: files.id });
        await store.remove(rows.map((row) => row.id));
        purged += rows.length;
      }
      return purged;
    },
  };
}

export type FileRepository = ReturnType<typeof fileRepository>;
