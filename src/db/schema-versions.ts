import type { Transaction } from 'dexie';

/**
 * The Dexie schema as an append-only history. A later task adds its tables by appending a version with only the
 * stores it adds or changes (Dexie keeps the others); a released version is never edited, because browsers already
 * hold databases created by it. Booleans cannot be indexed in IndexedDB: index flags as 0/1.
 */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void> | void;
}

export const schemaVersions: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      // One row, key 'current': who is signed in on this device.
      session: 'key',
      // The signed-in user as GET /api/user answered it (contract/user.ts).
      users: 'id',
    },
  },
];
