import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { failedWritePlace } from '../../src/app/failed-write-place.ts';
import { createKitaDatabase } from '../../src/db/kita-db.ts';
import { syncedEntityManifest } from '../../src/db/synced-entities.gen.ts';
import type { OutboxEntry } from '../../src/sync/outbox-entry.ts';

const entry = (table: string, id: string, row: Record<string, unknown> = { id }) =>
  ({ entity: { table, id }, row }) as unknown as OutboxEntry;

let opened = 0;
const freshName = () => `kita-entities-${++opened}-${Date.now()}`;

describe('the client reads the synced entities from their definitions', () => {
  it('shows a refused write where its definition says, with the parameters from its row', () => {
    expect(failedWritePlace(entry('absences', 'a1'))).toEqual({ to: '/absence-history/$id', params: { id: 'a1' } });
    expect(failedWritePlace(entry('blackboard_posts', 'p1', {}))).toEqual({
      to: '/blackboard/$id',
      params: { id: 'p1' },
    });
    expect(failedWritePlace(entry('comments', 'c1', { id: 'c1', post_id: 'p1' }))).toEqual({
      to: '/blackboard/$id/comments',
      params: { id: 'p1' },
    });
  });

  it('shows it at the default place when its entity names none or its row lacks a parameter', () => {
    expect(failedWritePlace(undefined)).toEqual({ to: '/absence-history' });
    expect(failedWritePlace(entry('messages', 'm1'))).toEqual({ to: '/absence-history' });
    expect(failedWritePlace(entry('comments', 'c1', { id: 'c1' }))).toEqual({ to: '/absence-history' });
  });

  it("opens every synced entity's Dexie store with the indexes its definition lists", async () => {
    const database = createKitaDatabase(freshName());
    await database.open();
    try {
      for (const { name, dexie } of syncedEntityManifest) {
        const schema = database.table(name).schema;
        const declared = [schema.primKey, ...schema.indexes].map((index) => index.src);
        expect(declared, name).toEqual(dexie.split(',').map((index) => index.trim()));
      }
    } finally {
      database.close();
    }
  });

  it("adds a test's own entity to a database already on this device, keeping its rows, without a new version", async () => {
    const name = freshName();
    const before = createKitaDatabase(name);
    await before.open();
    await before.table('absences').put({ id: 'a1', child_id: 'c1', from: '2026-11-02', version: 1 });
    const version = before.verno;
    before.close();

    const after = createKitaDatabase(name, [{ name: 'late_features', dexie: 'id, done' }]);
    await after.open();
    try {
      await after.table('late_features').put({ id: 'l1', done: 0 });
      expect(await after.table('late_features').where('done').equals(0).count()).toBe(1);
      expect(await after.table('absences').get('a1')).toMatchObject({ child_id: 'c1' });
      expect(after.verno).toBe(version);
    } finally {
      after.close();
    }
  });
});
