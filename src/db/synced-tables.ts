import type { SyncRows, SyncTable } from '#contract/sync-rows';
import { syncedEntityManifest } from './synced-entities.gen.ts';

/**
 * Every table GET /api/sync fills, named as the server names them, from the generated manifest of the entities'
 * definitions (server/entities/). Not taken from contract's `syncTables`, because that import would pull zod into
 * the first screen's bundle; the type below makes the compiler insist the list stays complete.
 */
export const syncedTableNames = syncedEntityManifest.map((entity) => entity.name) satisfies readonly SyncTable[];

type NoneMissing<T extends never> = T;
// Fails to compile when contract/sync-rows.ts gains a table the definitions do not have.
export type EverySyncTableListed = NoneMissing<Exclude<SyncTable, (typeof syncedEntityManifest)[number]['name']>>;

/** What the engine needs of any synced row, whatever its table. */
export interface SyncedRowBase {
  id: string;
  version: number;
  deleted_at: string | null;
}

export type SyncedRow = SyncRows[SyncTable];
