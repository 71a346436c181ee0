import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, between, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileChunks } from '../db/schema/index.ts';
import type { ByteRange } from '../http/byte-range.ts';

/** Also written into migration 0014, which cut the files stored before it. */
export const fileChunkBytes = 256 * 1024;
/** Pieces fetched per query while streaming: enough to keep a socket busy, few enough to keep the heap small. */
const chunksPerRead = 2;

/** More bytes arrived than the caller allowed; what was written of the file must be removed. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

export type WrittenBytes = { size: number; sha256: string };

/**
 * Where the bytes of stored files live, by file id; the metadata (`files` rows) stays with the caller. Another
 * backend (an S3-compatible bucket, docs/decisions/0014) implements these four and nothing else changes.
 */
export type FileStore = {
  /** Writes the file's bytes as they arrive; throws FileTooLargeError as soon as more than `maxBytes` came. */
  write(fileId: string, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, maxBytes: number): Promise<WrittenBytes>;
  /** The whole file, or `range` of it (ends inclusive), read a few pieces at a time as the consumer takes them. */
  read(fileId: string, range?: ByteRange): Readable;
  /** The bytes of these files are gone from the store when this resolves (in the caller's transaction, if any). */
  remove(fileIds: string[]): Promise<void>;
  /** Bytes the store holds, over every file. */
  usedBytes(): Promise<number>;
};

/** Cuts the incoming pieces into full chunks, whatever sizes they arrive in. */
async function* inChunks(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, maxBytes: number, seen: { size: number; hash: ReturnType<typeof createHash> }) {
  let chunk = Buffer.allocUnsafe(fileChunkBytes);
  let filled = 0;
  for await (const piece of source) {
    seen.size += piece.length;
    if (seen.size > maxBytes) throw new FileTooLargeError(maxBytes);
    seen.hash.update(piece);
    let offset = 0;
    while (offset < piece.length) {
      const taken = Math.min(piece.length - offset, fileChunkBytes - filled);
      chunk.set(piece.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      if (filled === fileChunkBytes) {
        yield chunk;
        chunk = Buffer.allocUnsafe(fileChunkBytes);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

type ChunkQuery = (fromSeq: number) => Promise<Uint8Array[]>;

/** Pulls the next pieces only when the consumer (a socket) has room for them. */
function chunkStream(next: ChunkQuery): Readable {
  let seq = 0;
  let reading = false;
  return new Readable({
    highWaterMark: fileChunkBytes,
    read() {
      if (reading) return;
      reading = true;
      next(seq)
        .then((pieces) => {
          reading = false;
          seq += pieces.length;
          for (const piece of pieces) this.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
          if (pieces.length < chunksPerRead) this.push(null);
        })
        .catch((error: unknown) => this.destroy(error as Error));
    },
  });
}

/** The store in the database itself, PGlite or PostgreSQL alike: `file_chunks`, one row per piece. */
export function databaseFileStore(db: Db): FileStore {
  return {
    async write(fileId, source, maxBytes) {
      const seen = { size: 0, hash: createHash('sha256') };
      let seq = 0;
      for await (const data of inChunks(source, maxBytes, seen)) {
        await db.insert(fileChunks).values({ fileId, seq, data });
        seq += 1;
      }
      return { size: seen.size, sha256: seen.hash.digest('hex') };
    },

    read(fileId, range) {
      if (!range) {
        return chunkStream(async (from) => {
          const rows = await db.select({ data: fileChunks.data }).from(fileChunks)
            .where(and(eq(fileChunks.fileId, fileId), gte(fileChunks.seq, from))).orderBy(asc(fileChunks.seq)).limit(chunksPerRead);
          return rows.map((row) => row.data);
        });
      }
      const first = Math.floor(range.start / fileChunkBytes);
      const last = Math.floor(range.end / fileChunkBytes);
      // Each piece cut in the database to the part inside the range: the first and the last piece are partial.
      const from = sql`greatest(${range.start} - ${fileChunks.seq} * ${fileChunkBytes}, 0)`;
      const to = sql`least(${range.end} + 1 - ${fileChunks.seq} * ${fileChunkBytes}, ${fileChunkBytes})`;
      const data = sql<Uint8Array>`substring(${fileChunks.data} from ${from} + 1 for ${to} - ${from})`.mapWith(fileChunks.data);
      return chunkStream(async (offset) => {
        const start = first + offset;
        if (start > last) return [];
        const rows = await db.select({ data }).from(fileChunks)
          .where(and(eq(fileChunks.fileId, fileId), between(fileChunks.seq, start, Math.min(last, start + chunksPerRead - 1)))).orderBy(asc(fileChunks.seq));
        return rows.map((row) => row.data);
      });
    },

    async remove(fileIds) {
      if (fileIds.length > 0) await db.delete(fileChunks).where(inArray(fileChunks.fileId, fileIds));
    },

    async usedBytes() {
      const [row] = await db.select({ bytes: sql<string>`coalesce(sum(octet_length(${fileChunks.data})), 0)` }).from(fileChunks);
      return Number(row?.bytes ?? 0);
    },
  };
}
