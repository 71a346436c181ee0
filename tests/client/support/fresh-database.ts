import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import { db } from '../../../src/db/kita-db.ts';
import { stopSync } from '../../../src/sync/sync-runtime.ts';
import { installMemoryStorage } from './memory-storage.ts';

/**
 * Every test gets an empty IndexedDB: a fresh IDBFactory per test through `Dexie.dependencies`. The app's
 * `db` singleton captured the factory when it was created, so its private `_deps` is pointed at the new one too.
 */
export function freshDatabasePerTest(): void {
  const storage = installMemoryStorage();
  // The engine's session-end toast is said through Lingui, as in the app after start.
  i18n.loadAndActivate({ locale: 'de', messages: {} });
  beforeEach(async () => {
    storage.clear();
    await openFreshDatabase();
  });
  afterEach(() => stopSync());
}

/** An empty device: a new IndexedDB factory under the app's `db`. */
export async function openFreshDatabase(): Promise<void> {
  stopSync();
  db.close();
  const factory = new IDBFactory();
  Object.assign(Dexie.dependencies, { indexedDB: factory, IDBKeyRange });
  // The singleton may have been created before fake-indexeddb was installed (import order): give it both.
  Object.assign((db as unknown as { _deps: object })._deps, { indexedDB: factory, IDBKeyRange });
  await db.open();
}
