import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AccountExport } from '#contract/account';
import type { Db } from '../db/client.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import type { UserRecord } from '../repositories/user-repository.ts';

/** A table that syncs: its rows carry an id, the version the trigger sets and the soft delete. */
export type SyncedPgTable = PgTable & { id: PgColumn; version: PgColumn; deletedAt: PgColumn };

type WireRow = z.ZodObject;
type WireKey<Row extends WireRow> = keyof Row['shape'] & string;

/** What a select answers for one wire field: a column, or SQL computed per viewer. */
export type WireColumn = PgColumn | SQL.Aliased;

/** The screen a refused write of an entity is shown on: each path parameter is read from this field of its row. */
export type FailedWritePlace = { to: string; params?: Record<string, string> };

/** Whose account an export or a deletion is run for; `childIds`: the children they are a live guardian of. */
export type AccountSubject = { user: UserRecord; childIds: string[] };

/** One key of the account export (contract/account.ts) and how the entity's rows for it are read. */
export type AccountExportPart = {
  [K in keyof AccountExport]: { key: K; rows: (db: Db, subject: AccountSubject) => Promise<AccountExport[K]> };
}[keyof AccountExport];

/**
 * A key of the entity's own that the contract does not list (an entity registered at runtime, e.g. a test's), put
 * after the contract's keys.
 */
export type UnlistedExportPart = {
  key: string;
  rows: (db: Db, subject: AccountSubject) => Promise<Record<string, unknown>[]>;
};

/**
 * How an entity leaves with an account: `kept` rows stay as they are (the kindergarten documents them, or they are
 * nobody's own), otherwise `remove` empties, anonymises or deletes the user's rows, in one transaction with the
 * other entities' steps.
 */
export type AccountDeletion = 'kept' | { remove: (db: Db, userId: string) => Promise<void> };

type Renames<Row extends WireRow> = Partial<Record<WireKey<Row>, PgColumn>>;

export interface SyncedEntityDefinition<
  Row extends WireRow = WireRow,
  Table extends SyncedPgTable = SyncedPgTable,
  Renamed extends Renames<Row> = Renames<Row>,
> {
  /** The SQL table, the Dexie table and the key in a sync page. */
  name: string;
  table: Table;
  /** The wire schema of contract/; every key is read from the column of the same SQL name unless given below. */
  row: Row;
  /** A wire field read from a column of another name. */
  renamed?: Renamed;
  /** A wire field computed per viewer (what a viewer may not read is blanked, not left out). */
  computed?: (viewer: Viewer) => Partial<Record<WireKey<Row>, WireColumn>>;
  /** The rows the viewer may receive; undefined: every row. */
  visible: (viewer: Viewer) => SQL | undefined;
  /** The Dexie store: primary key `id` first, then the indexes the client's queries use. */
  dexie: string;
  /** The realtime event (contract/realtime.ts, contract/chat.ts) that carries its rows. */
  realtimeEvent?: string;
  /** Absent: a refused write shows at the default place. */
  failedWrites?: FailedWritePlace;
  account: { export?: AccountExportPart; unlistedExport?: UnlistedExportPart; delete: AccountDeletion };
}

export function defineSyncedEntity<
  Row extends WireRow,
  Table extends SyncedPgTable,
  Renamed extends Renames<Row> = Record<never, never>,
>(definition: SyncedEntityDefinition<Row, Table, Renamed>): SyncedEntityDefinition<Row, Table, Renamed> {
  return definition;
}

type ColumnsOf<T extends PgTable> = T['_']['columns'];
type ColumnNamed<T extends PgTable, N> = {
  [K in keyof ColumnsOf<T>]: ColumnsOf<T>[K]['_']['name'] extends N ? ColumnsOf<T>[K] : never;
}[keyof ColumnsOf<T>];

/** The column each wire field is read from, typed, for an entity whose fields are the same for every viewer. */
export type DerivedColumns<Row extends WireRow, Table extends PgTable, Renamed> = {
  [K in WireKey<Row>]: K extends keyof Renamed ? Renamed[K] : ColumnNamed<Table, K>;
};

/** The table's columns by SQL name. */
export function columnsBySqlName(table: PgTable): Map<string, PgColumn> {
  return new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column as PgColumn]));
}

const someViewers: Viewer[] = (['parent', 'staff'] as const).map((role) => ({
  userId: '00000000-0000-0000-0000-000000000000',
  kindergartenId: '00000000-0000-0000-0000-000000000000',
  role,
}));

/** The wire fields some viewer receives computed rather than from a column. */
export function computedKeys(entity: SyncedEntityDefinition): string[] {
  const keys = someViewers.flatMap((viewer) => Object.keys(entity.computed?.(viewer) ?? {}));
  return [...new Set(keys)];
}

/** The wire fields whose column was not given and that the table has no column of that name for. */
export function unmatchedWireKeys(entity: SyncedEntityDefinition): string[] {
  const byName = columnsBySqlName(entity.table);
  const given = entity.renamed ?? {};
  const computed = computedKeys(entity);
  return Object.keys(entity.row.shape).filter((key) => !(key in given) && !computed.includes(key) && !byName.has(key));
}

/** `wireColumns` of an entity without computed fields, typed column by column for the repositories' queries. */
export function derivedColumns<Row extends WireRow, Table extends SyncedPgTable, Renamed extends Renames<Row>>(
  entity: SyncedEntityDefinition<Row, Table, Renamed>,
): DerivedColumns<Row, Table, Renamed> {
  if (entity.computed) throw new Error(`${entity.name} computes fields per viewer`);
  return wireColumns(entity as unknown as SyncedEntityDefinition, {} as Viewer) as DerivedColumns<Row, Table, Renamed>;
}

/** The select that answers `entity`'s wire rows to `viewer`, in the wire schema's field order. */
export function wireColumns(entity: SyncedEntityDefinition, viewer: Viewer): Record<string, WireColumn> {
  const byName = columnsBySqlName(entity.table);
  const renamed = (entity.renamed ?? {}) as Record<string, PgColumn>;
  const computed = (entity.computed?.(viewer) ?? {}) as Record<string, WireColumn>;
  const columns: Record<string, WireColumn> = {};
  for (const key of Object.keys(entity.row.shape)) {
    const column = computed[key] ?? renamed[key] ?? byName.get(key);
    if (!column) throw new Error(`${entity.name}.${key} has no column in ${getTableName(entity.table)}`);
    columns[key] = column;
  }
  return columns;
}
