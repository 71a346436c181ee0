import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  and,
  asc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { blackboardImages, blackboardPosts, fileChunks, files } from '../db/schema/index.ts';
import { databaseFileStore, type WrittenBytes } from '../files/file-store.ts';
import { fileOwnerAlive } from './file-owners.ts';
import { fileColumns, syncTableSpecs } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

export type FileRow = SyncRow<'files'>;

/** `sha256` when the caller already has it (checked uploads do); computed otherwise. */
export type NewFile = {
  id: string;
  kindergartenId: string;
  ownerId: string | null;
  mime: string;
  name: string;
  data: Uint8Array;
  sha256?: string;
  width?: number | null;
  height?: number | null;
  thumbnailId?: string | null;
  /** Only for rows written as of another time (the demo's). */
  createdAt?: Date;
  updatedAt?: Date;
};
/** Encoded picture bytes as decode-image.ts answers them. */
export type PictureBytes = { data: Uint8Array; mime: string; width: number; height: number };
/** A stored picture the background re-encode has yet to do (`sha256` tells whether it changed meanwhile). */
export type StoredPicture = { id: string; name: string; sha256: string };
export type FileMeta = { id: string; mime: string; name: string; size: number; sha256: string };
/** Bytes of a kindergarten's live files by what they are. */
export type StorageUsage = { pictures: number; pdfs: number; signatures: number; total: number };
/** A file whose bytes are still arriving. */
export type NewUpload = Omit<NewFile, 'data' | 'sha256' | 'width' | 'height'>;

/** How long a half-written upload may take before the purge counts it abandoned. */
const uploadLifetime = sql`interval '1 day'`;

/** The file is the picture of a live post's live image. */
const livePicture = sql`${files.id} in (select ${blackboardImages.fileId} from ${blackboardImages}
  join ${blackboardPosts} on ${blackboardPosts.id} = ${blackboardImages.postId}
  where ${blackboardImages.deletedAt} is null and ${blackboardPosts.deletedAt} is null)`;

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
     * A picture with its list-sized copy, stored as a file of its own (same kindergarten and owner) and linked from
     * the picture's `thumbnail_id`. Call it inside a transaction: the two rows go in together.
     */
    async insertPicture(picture: NewFile, thumbnail: PictureBytes): Promise<FileRow> {
      const copy = await this.insert({ ...picture, ...thumbnail, id: uuidv7(), sha256: undefined, thumbnailId: null });
      return this.insert({ ...picture, thumbnailId: copy.id });
    },

    /**
     * Live board pictures without a thumbnail, oldest first after `afterId`, at most `limit`: what the background
     * re-encode has left to do. Thumbnails are never board pictures, so none is listed.
     */
    async picturesWithoutThumbnail(limit: number, afterId?: string): Promise<StoredPicture[]> {
      return db
        .select({ id: files.id, name: files.name, sha256: files.sha256 })
        .from(files)
        .where(
          and(
            isNull(files.deletedAt),
            isNull(files.thumbnailId),
            like(files.mime, 'image/%'),
            afterId ? gt(files.id, afterId) : undefined,
            livePicture,
          ),
        )
        .orderBy(asc(files.id))
        .limit(limit);
    },

    async countPicturesWithoutThumbnail(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(files)
        .where(and(isNull(files.deletedAt), isNull(files.thumbnailId), like(files.mime, 'image/%'), livePicture));
      return row?.count ?? 0;
    },

    /**
     * Replaces a stored picture's bytes and metadata by its re-encoding and links its new thumbnail, in one
     * transaction; the row's version moves on, so devices learn the new size and type. Answers the kindergarten and
     * the newest version written, for `sync.available`; nothing is written (undefined) when the picture changed, was
     * deleted or got its thumbnail meanwhile, e.g. from another instance.
     */
    async replacePicture(
      picture: StoredPicture,
      replacement: PictureBytes & { name: string },
      thumbnail: PictureBytes,
    ): Promise<{ kindergartenId: string; version: number } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ kindergartenId: files.kindergartenId, ownerId: files.ownerId })
          .from(files)
          .where(
            and(
              eq(files.id, picture.id),
              eq(files.sha256, picture.sha256),
              isNull(files.thumbnailId),
              isNull(files.deletedAt),
            ),
          )
          .for('update');
        if (!current) return undefined;
        const copy = await fileRepository(tx as unknown as Db).insert({
          ...current,
          ...thumbnail,
          id: uuidv7(),
          name: replacement.name,
        });
        const { data, ...meta } = replacement;
        const sha256 = createHash('sha256').update(data).digest('hex');
        const bytes = databaseFileStore(tx as unknown as Db);
        await bytes.remove([picture.id]);
        await bytes.write(picture.id, [data], data.length);
        const [updated] = await tx
          .update(files)
          .set({ ...meta, size: data.length, sha256, thumbnailId: copy.id })
          .where(eq(files.id, picture.id))
          .returning({ version: files.version });
        return { kindergartenId: current.kindergartenId, version: updated!.version };
      });
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
      const [row] = await db
        .update(files)
        .set({ ...written, deletedAt: null })
        .where(eq(files.id, id))
        .returning(fileColumns);
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
      const [row] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, id), isNull(files.deletedAt)));
      return row ? new Uint8Array(await buffer(store.read(id))) : undefined;
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
        .select({
          pdfs: sum(sql`${files.mime} = 'application/pdf'`),
          signatures: sum(sql`${files.id} in ${signatures}`),
          total: sum(sql`true`),
        })
        .from(files)
        .where(and(eq(files.kindergartenId, kindergartenId), isNull(files.deletedAt)));
      const [pdfs, signatureBytes, total] = [Number(row!.pdfs), Number(row!.signatures), Number(row!.total)];
      return { pictures: total - pdfs - signatureBytes, pdfs, signatures: signatureBytes, total };
    },

    /** Serialises the kindergarten's uploads until the transaction ends, so two at once cannot pass its quota together. */
    async lockUploads(kindergartenId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files-quota:${kindergartenId}`}, 0))`);
    },

    /**
     * Removes the bytes with the row, and a picture's thumbnail with it: clients holding the rows receive tombstones,
     * the store keeps no copy. Answers the newest version written (0 when nothing was live).
     */
    async softDelete(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const thumbnails = db
        .select({ id: files.thumbnailId })
        .from(files)
        .where(and(inArray(files.id, ids), isNotNull(files.thumbnailId)));
      const rows = await db
        .update(files)
        .set({ deletedAt: new Date() })
        .where(and(or(inArray(files.id, ids), inArray(files.id, thumbnails)), isNull(files.deletedAt)))
        .returning({ id: files.id, version: files.version });
      await store.remove([...ids, ...rows.map((row) => row.id)]);
      return Math.max(0, ...rows.map((row) => row.version));
    },

    /**
     * Removes the bytes of the kindergarten's files that lost their last owner (file-owners.ts), of deleted rows
     * still holding some, and of uploads abandoned half-way; answers how many files. One kindergarten at a time keeps
     * the owner lists uncorrelated.
     */
    async purgeUnowned(kindergartenId?: string): Promise<number> {
      const holdsBytes = exists(
        db
          .select({ one: sql`1` })
          .from(fileChunks)
          .where(eq(fileChunks.fileId, files.id)),
      );
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
          .where(
            and(
              eq(files.kindergartenId, id),
              holdsBytes,
              notArriving,
              or(isNotNull(files.deletedAt), not(fileOwnerAlive(id))),
            ),
          )
          .returning({ id: files.id });
        await store.remove(rows.map((row) => row.id));
        purged += rows.length;
      }
      return purged;
    },
  };
}

export type FileRepository = ReturnType<typeof fileRepository>;
