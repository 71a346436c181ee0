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

/** A synced entity's Dexie store: its table name and index string, primary key first, and its realtime event. */
export interface SyncedStore {
  name: string;
  dexie: string;
  realtimeEvent?: string;
}

const storesOf = new WeakMap<Dexie, SyncedStore[]>();
const newestVersion = () => schemaVersions.at(-1)!.version;
const storeOf = ({ name, dexie, realtimeEvent }: SyncedStore): SyncedStore =>
  realtimeEvent ? { name, dexie, realtimeEvent } : { name, dexie };

/**
 * The released schema history, and in its newest version every synced entity's store as its definition says now
 * (src/db/synced-entities.gen.ts), with `extraEntities` (a test's own entity). Dexie 4 upgrades a changed or added
 * store without a new version number, so a definition alone changes the synced tables.
 */
export function createKitaDatabase(name = 'kita', extraEntities: readonly SyncedStore[] = []): KitaDatabase {
  const database = new Dexie(name) as KitaDatabase;
  const stored = [...syncedEntityManifest, ...extraEntities].map(storeOf);
  const synced = stored.map((entity) => [entity.name, entity.dexie]);
  for (const { version, stores, upgrade } of schemaVersions) {
    const current = version === newestVersion() ? { ...stores, ...Object.fromEntries(synced) } : stores;
    const declared = database.version(version).stores(current);
    if (upgrade) declared.upgrade(upgrade);
  }
  storesOf.set(database, stored);
  return database;
}

/**
 * Declares one more synced store on a database (an entity registered at runtime, e.g. a test's own): the database
 * is closed and has the store from its next open. The function returned takes the store out again the same way.
 */
export function addSyncedStore(database: KitaDatabase, store: SyncedStore): () => void {
  const stores = storesOf.get(database);
  if (!stores) throw new Error('addSyncedStore needs a database made by createKitaDatabase');
  if (stores.some((known) => known.name === store.name)) throw new Error(`synced store ${store.name} exists already`);
  database.close();
  database.version(newestVersion()).stores({ [store.name]: store.dexie });
  stores.push(storeOf(store));
  return () => {
    database.close();
    database.version(newestVersion()).stores({ [store.name]: null });
    stores.splice(
      stores.findIndex((known) => known.name === store.name),
      1,
    );
  };
}

export const db = createKitaDatabase();

/** The synced stores `database` declares: every definition's and any added at runtime. */
export function syncedStores(database: Dexie = db): readonly SyncedStore[] {
  return storesOf.get(database) ?? [];
}

/**
 * The tables the engine pulls into, stores events and answers in, and clears on sign-out: those of the database. A
 * table sent by the server that is not among them is never used as a name.
 */
export function syncedTableNamesOf(database: Dexie = db): SyncTable[] {
  return syncedStores(database).map((store) => store.name as SyncTable);
}

/** A synced table seen as rows of any table: the engine is feature-agnostic and only needs id and version. */
export function syncedTable(table: SyncTable): Table<SyncedRow, string> {
  return db.table(table);
}
