import Dexie, { type EntityTable, type Table } from 'dexie';
import type { SyncRows, SyncTable } from '#contract/sync-rows';
import type { UserResponse } from '#contract/user';
import type { OutboxEntry } from '../sync/outbox-entry.ts';
import { schemaVersions } from './schema-versions.ts';
import { syncedEntityManifest } from './synced-entities.gen.ts';
import type { SyncedRow } from './synced-tables.ts';

export interface SessionRow {
  key: 'current';
  userId: string;
  /**
   * Also kept here, not only in localStorage: the service worker drains the outbox and cannot read
   * localStorage.
   */
  token: string;
  signedInAt: number;
}

/**
 * The signed-in user as GET /api/user answered (table `account`; `users` holds the synced people), and the interface
 * language chosen on this device that the server has not taken yet (src/sync/pending-language.ts).
 */
export type UserRow = UserResponse & { languageUnsent?: UserResponse['language_iso'] };

/** Where the pull stands for one user: the opaque cursor of contract/sync.ts. */
export interface SyncStateRow {
  userId: string;
  cursor: string | null;
  pulledAt: number;
}

/** One fact about this device's storage, by key (e.g. `storage-marker`). */
export interface DeviceRow {
  key: string;
  value: string;
}

/**
 * A draft of a news item or event, on this device only. `values` is the form as typed (the feature owns
 * its shape); `attachment` the chosen PDF, if any.
 */
export interface PublicationDraftRow {
  id: string;
  userId: string;
  values: Record<string, unknown>;
  attachment: { name: string; type: string; bytes: ArrayBuffer } | null;
  updatedAt: number;
}

export type SyncedTables = { [T in SyncTable]: EntityTable<SyncRows[T], 'id'> };

export type KitaDatabase = Dexie &
  SyncedTables & {
    session: EntityTable<SessionRow, 'key'>;
    account: EntityTable<UserRow, 'id'>;
    outbox: EntityTable<OutboxEntry, 'id'>;
    sync_state: EntityTable<SyncStateRow, 'userId'>;
    device: EntityTable<DeviceRow, 'key'>;
    publication_drafts: EntityTable<PublicationDraftRow, 'id'>;
  };

/** A synced entity's Dexie store: its table name and index string, primary key first. */
export interface SyncedStore {
  name: string;
  dexie: string;
}

/**
 * The released schema history, and in its newest version every synced entity's store as its definition says now
 * (src/db/synced-entities.gen.ts), with `extraEntities` (a test's own entity). Dexie 4 upgrades a changed or added
 * store without a new version number, so a definition alone changes the synced tables.
 */
export function createKitaDatabase(name = 'kita', extraEntities: readonly SyncedStore[] = []): KitaDatabase {
  const database = new Dexie(name) as KitaDatabase;
  const synced = [...syncedEntityManifest, ...extraEntities].map((entity) => [entity.name, entity.dexie]);
  const newest = schemaVersions.at(-1)!.version;
  for (const { version, stores, upgrade } of schemaVersions) {
    const current = version === newest ? { ...stores, ...Object.fromEntries(synced) } : stores;
    const declared = database.version(version).stores(current);
    if (upgrade) declared.upgrade(upgrade);
  }
  return database;
}

export const db = createKitaDatabase();

/** A synced table seen as rows of any table: the engine is feature-agnostic and only needs id and version. */
export function syncedTable(table: SyncTable): Table<SyncedRow, string> {
  return db.table(table);
}
