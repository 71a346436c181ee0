import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { fileChunks } from '../../../server/db/schema/index.ts';

/** What the file store itself holds for a file, its pieces joined in order, whether the file is live or not. */
export async function storedBytes(db: Db, fileId: string): Promise<Buffer> {
  const rows = await db
    .select({ data: fileChunks.data })
    .from(fileChunks)
    .where(eq(fileChunks.fileId, fileId))
    .orderBy(asc(fileChunks.seq));
  return Buffer.concat(rows.map((row) => row.data));
}

/** How many pieces the store holds for these files. */
export async function storedChunkCount(db: Db, fileIds: string[]): Promise<number> {
  let count = 0;
  for (const fileId of fileIds)
    count += (await db.select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.fileId, fileId))).length;
  return count;
}
