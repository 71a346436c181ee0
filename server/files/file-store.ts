import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileChunks } from '../db/schema/index.ts';
import type { ByteRange } from '../http/byte-range.ts';

/** Also written into migration 0014, which cut the files stored before it. */
export const fileChunkBytes = 256 * 1024;

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
  write(
    fileId: string,
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    maxBytes: number,
  ): Promise<WrittenBytes>;
  /** The whole file, or `range` of it (ends inclusive), read a few pieces at a time as the consumer takes them. */
  read(fileId: string, range?: ByteRange): Readable;
  /** The bytes of these files are gone from the store when this resolves (in the caller's transaction, if any). */
  remove(fileIds: string[]): Promise<void>;
  /** Bytes the store holds, over every file. */
  usedBytes(): Promise<number>;
};

/** Cuts the incoming pieces into full chunks, whatever sizes they arrive in. */
async function* inChunks(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  maxBytes: number,
  seen: { size: number; hash: ReturnType<typeof createHash> },
) {
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

/**
 * A read is a few slices of at most `sliceBytes`, cut in the database. Both drivers hand a bytea result over as a hex
 * string first: small ones die young in V8's new space, while a whole piece's would be a large object that only a
 * full collection frees.
 */
const sliceBytes = 32 * 1024;
const slicesPerRead = 8;

type Slice = { seq: number; offset: number; length: number };

/** The next slices from byte `from` up to `to` (exclusive), none crossing a piece's end. */
function slicesFrom(from: number, to: number): Slice[] {
  const slices: Slice[] = [];
  for (let position = from; slices.length < slicesPerRead && position < to;) {
    const seq = Math.floor(position / fileChunkBytes);
    const offset = position - seq * fileChunkBytes;
    const length = Math.min(sliceBytes, fileChunkBytes - offset, to - position);
    slices.push({ seq, offset, length });
    position += length;
  }
  return slices;
}

type SliceQuery = (slices: Slice[]) => Promise<Uint8Array[]>;

/**
 * Bytes `from` to `to` (exclusive; Infinity: to the file's end) pulled only when the consumer (a socket) has room. The
 * end shows as a slice shorter than asked or missing.
 */
function sliceStream(query: SliceQuery, from: number, to: number): Readable {
  let position = from;
  let reading = false;
  return new Readable({
    highWaterMark: fileChunkBytes,
    read() {
      if (reading) return;
      reading = true;
      const slices = slicesFrom(position, to);
      (slices.length === 0 ? Promise.resolve([]) : query(slices))
        .then((pieces) => {
          reading = false;
          let ended = pieces.length < slices.length;
          for (const [index, piece] of pieces.entries()) {
            position += piece.byteLength;
            if (piece.byteLength < slices[index]!.length) ended = true;
            if (piece.byteLength > 0) this.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
          }
          if (ended || position >= to) this.push(null);
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
      const query: SliceQuery = async (slices) => {
        const windows = sql.join(
          slices.map(
            (slice, index) => sql`(${index}::int, ${slice.seq}::int, ${slice.offset}::int, ${slice.length}::int)`,
          ),
          sql`, `,
        );
        const cut = sql`
          select substring(c.data from w.off + 1 for w.len) as data
          from (values ${windows}) as w(i, seq, off, len)
          join ${fileChunks} c on c.file_id = ${fileId} and c.seq = w.seq
          order by w.i`;
        const result = await db.execute(cut);
        return (result as unknown as { rows: { data: Uint8Array }[] }).rows.map((row) => row.data);
      };
      return range ? sliceStream(query, range.start, range.end + 1) : sliceStream(query, 0, Infinity);
    },

    async remove(fileIds) {
      if (fileIds.length > 0) await db.delete(fileChunks).where(inArray(fileChunks.fileId, fileIds));
    },

    async usedBytes() {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(octet_length(${fileChunks.data})), 0)` })
        .from(fileChunks);
      return Number(row?.bytes ?? 0);
    },
  };
}
