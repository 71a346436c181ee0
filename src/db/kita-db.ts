import Dexie, { type EntityTable } from 'dexie';
import type { UserResponse } from '#contract/user';
import { schemaVersions } from './schema-versions.ts';

export interface SessionRow {
  key: 'current';
  userId: string;
  /**
   * Also kept here, not only in localStorage (spec §3): the service worker drains the outbox and cannot read
   * localStorage.
   */
  token: string;
  signedInAt: number;
}

export type UserRow = UserResponse;

export class KitaDatabase extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;
  users!: EntityTable<UserRow, 'id'>;

  constructor(name = 'kita') {
    super(name);
    for (const { version, stores, upgrade } of schemaVersions) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
  }
}

export const db = new KitaDatabase();
