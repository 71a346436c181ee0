import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { itemReadId, recordRead } from '../../src/features/reads/read-commands.ts';
import { recordOutcome } from '../../src/sync/outbox-outcome.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { anna, kindergartenId, signInLocally } from './support/rows.ts';

freshDatabasePerTest();

const newsId = '0192f5d2-7a3b-7c4d-8e5f-0000000000a1';
const reader = { userId: anna.id, kindergartenId };

describe('recording that an item was opened', () => {
  it('writes one row and one outbox entry when the item is opened twice offline', async () => {
    await signInLocally(anna);
    expect(await recordRead('news', newsId, reader, new Date('2026-11-20T08:00:00Z'))).toBe(true);
    expect(await recordRead('news', newsId, reader, new Date('2026-11-20T09:00:00Z'))).toBe(false);

    const rows = await db.item_reads.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ item_kind: 'news', item_id: newsId, read_at: '2026-11-20T08:00:00.000Z' });
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ method: 'POST', path: '/api/reads', body: { item_id: newsId } });
  });

  it('writes nothing for an item whose read came from the server (another device)', async () => {
    await signInLocally(anna);
    const first = await recordRead('news', newsId, reader);
    expect(first).toBe(true);
    const [entry] = await db.outbox.toArray();
    const stored = { ...(await db.item_reads.get(itemReadId(anna.id, 'news', newsId)))!, version: 42 };
    await recordOutcome(entry!, { kind: 'sent', body: { read: stored } });
    expect(await db.outbox.count()).toBe(0);
    expect(await recordRead('news', newsId, reader)).toBe(false);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.item_reads.get(stored.id))?.version).toBe(42);
  });

  it('drops a read the server refuses (the item went meanwhile): nothing for the user to retry or discard', async () => {
    await signInLocally(anna);
    await recordRead('news', newsId, reader);
    const [entry] = await db.outbox.toArray();
    await recordOutcome(entry!, {
      kind: 'failed',
      error: { status: 404, message: 'Not found.', code: 'not_found' },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.item_reads.count()).toBe(0);
  });

  it('gives a user the same read id for an item on every device, and another user another', () => {
    expect(itemReadId(anna.id, 'post', newsId)).toBe(itemReadId(anna.id, 'post', newsId));
    expect(itemReadId(anna.id, 'post', newsId)).not.toBe(itemReadId(anna.id, 'news', newsId));
    expect(itemReadId(anna.id, 'post', newsId)).not.toBe(itemReadId(kindergartenId, 'post', newsId));
  });
});
