import { like } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client.ts';
import { absences, comments, confirmations, messages } from '../../../server/db/schema/index.ts';
import type { ChaosRow, ChaosTable } from './chaos-protocol.ts';

export type ServerRows = Record<ChaosTable, (ChaosRow & { deleted: boolean })[]>;

/**
 * The rows of this run as the database holds them, read directly (not through the API) once the servers are
 * stopped: PGlite in DATA_DIR admits one process at a time.
 */
export async function readServerRows(
  options: { databaseUrl?: string; dataDir: string },
  marker: string,
): Promise<ServerRows> {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const pattern = `${marker}%`;
    const read = async (query: Promise<{ id: string; text: string; version: number; deletedAt: Date | null }[]>) =>
      (await query).map(({ deletedAt, ...row }) => ({
        ...row,
        version: Number(row.version),
        deleted: deletedAt !== null,
      }));
    return {
      absences: await read(
        db
          .select({ id: absences.id, text: absences.reason, version: absences.version, deletedAt: absences.deletedAt })
          .from(absences)
          .where(like(absences.reason, pattern)),
      ),
      comments: await read(
        db
          .select({ id: comments.id, text: comments.comment, version: comments.version, deletedAt: comments.deletedAt })
          .from(comments)
          .where(like(comments.comment, pattern)),
      ),
      messages: await read(
        db
          .select({ id: messages.id, text: messages.message, version: messages.version, deletedAt: messages.deletedAt })
          .from(messages)
          .where(like(messages.message, pattern)),
      ),
      confirmations: await read(
        db
          .select({
            id: confirmations.id,
            text: confirmations.feedback,
            version: confirmations.version,
            deletedAt: confirmations.deletedAt,
          })
          .from(confirmations)
          .where(like(confirmations.feedback, pattern)),
      ),
    };
  } finally {
    await database.close();
  }
}
