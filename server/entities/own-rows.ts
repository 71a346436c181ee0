import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { withIsoDates } from '../repositories/iso-dates.ts';
import type { AccountSubject, SyncedPgTable } from './synced-entity.ts';

/** An account export part: the fields of the account's own rows of a table, oldest first, dates as ISO strings. */
export function ownRowsOldestFirst<Row>(
  table: SyncedPgTable & { createdAt: PgColumn },
  fields: Record<string, PgColumn>,
  owned: (userId: string) => SQL | undefined,
) {
  return async (db: Db, { user }: AccountSubject): Promise<Row[]> => {
    const rows = await db.select(fields).from(table).where(owned(user.id)).orderBy(asc(table.createdAt));
    return rows.map((row) => withIsoDates<Row>(row));
  };
}
