import type { SyncRows, SyncTable } from '#contract/sync-rows';

/**
 * Every table GET /api/sync fills, named as the server names them (contract/sync-rows.ts). Listed here rather than
 * taken from `syncTables` because that import would pull zod into the first screen's bundle; the type below makes the
 * compiler insist the list stays complete.
 */
export const syncedTableNames = [
  'kindergartens',
  'groups',
  'children',
  'users',
  'guardians',
  'files',
  'blackboard_posts',
  'blackboard_images',
  'comments',
  'news',
  'events',
  'confirmations',
  'menu_days',
  'absences',
  'rooms',
  'room_members',
  'messages',
  'notifications',
  'content_translations',
] as const satisfies readonly SyncTable[];

type NoneMissing<T extends never> = T;
// Fails to compile when contract/sync-rows.ts gains a table this list does not have.
export type EverySyncTableListed = NoneMissing<Exclude<SyncTable, (typeof syncedTableNames)[number]>>;

/** What the engine needs of any synced row, whatever its table. */
export interface SyncedRowBase {
  id: string;
  version: number;
  deleted_at: string | null;
}

export type SyncedRow = SyncRows[SyncTable];
