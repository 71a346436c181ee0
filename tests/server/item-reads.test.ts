import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { ItemRead } from '#contract/item-reads';
import type { AnswersResponse } from '#contract/staff';
import { itemReads } from '../../server/db/schema/index.ts';
import { createdInvite, registerWithCode } from './support/family-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { createEvent, createNews } from './support/publication-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('reads of news, events and posts (%s)', (target) => {
  const t = useTestApp(target);
  const parentToken = () => signInAs(t.app, t.fixture.parent.username, knownPassword);
  const staffToken = () => signInAs(t.app, t.fixture.staff.username, knownPassword);
  const read = (token: string, kind: 'news' | 'event' | 'post', itemId: string, readAt: string, id = uuidv7()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reads',
      headers: { ...bearer(token), 'idempotency-key': uuidv7() },
      payload: { id, item_kind: kind, item_id: itemId, read_at: readAt },
    });
  const tracking = async (kind: 'news' | 'event', id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/${kind}/${id}/answers`,
      headers: bearer(await staffToken()),
    });
    expect(response.statusCode).toBe(200);
    return response.json<AnswersResponse>().reads;
  };

  it('keeps one read per user and item, with its first id and time, however often and from wherever it comes', async () => {
    const newsId = await createNews(t.database.db, t.fixture);
    const token = await parentToken();
    const first = await read(token, 'news', newsId, '2026-11-20T08:00:00.000Z');
    expect(first.statusCode).toBe(200);
    const firstRow = first.json<{ read: ItemRead }>().read;
    // The same item opened again on another device, with another id and later.
    const again = await read(token, 'news', newsId, '2026-11-21T08:00:00.000Z');
    expect(again.statusCode).toBe(200);
    expect(again.json<{ read: ItemRead }>().read).toMatchObject({
      id: firstRow.id,
      read_at: '2026-11-20T08:00:00.000Z',
      version: firstRow.version,
    });
    const rows = await t.database.db.select().from(itemReads).where(eq(itemReads.itemId, newsId));
    expect(rows).toHaveLength(1);
  });

  it('takes a read time in the future as now, and refuses a read of an item the user cannot see', async () => {
    const eventId = await createEvent(t.database.db, t.fixture);
    const future = await read(await parentToken(), 'event', eventId, '2999-01-01T00:00:00.000Z');
    expect(Date.parse(future.json<{ read: ItemRead }>().read.read_at)).toBeLessThanOrEqual(Date.now());
    const unknown = await read(await parentToken(), 'news', uuidv7(), new Date().toISOString());
    expect(unknown.statusCode).toBe(404);
    const draft = await createNews(t.database.db, t.fixture, { published: false });
    expect((await read(await parentToken(), 'news', draft, new Date().toISOString())).statusCode).toBe(404);
  });

  it('counts a family once when any of its parents read, and staff reads not at all', async () => {
    const newsId = await createNews(t.database.db, t.fixture);
    // Mia's family (her parent) and Paul, who has nobody with an account: two families, none read yet.
    expect((await tracking('news', newsId)).counts).toEqual({ read: 0, families: 2 });

    await read(await staffToken(), 'news', newsId, '2026-11-20T07:00:00.000Z');
    expect((await tracking('news', newsId)).counts).toEqual({ read: 0, families: 2 });

    await read(await parentToken(), 'news', newsId, '2026-11-20T09:00:00.000Z');
    const { code } = await createdInvite(t.app, await parentToken(), {
      child_ids: [t.fixture.children.mia.id],
      receives_letters: true,
      may_answer: true,
    });
    const second = await registerWithCode(t.app, code, `papa-${t.fixture.tag}@loewenzahn.example`);
    await read(second.token!, 'news', newsId, '2026-11-20T08:30:00.000Z');

    const reads = await tracking('news', newsId);
    expect(reads.counts).toEqual({ read: 1, families: 2 });
    expect(reads.families.map((family) => [family.children.map((child) => child.first_name), family.read_at])).toEqual([
      [['Mia'], '2026-11-20T08:30:00.000Z'],
      [['Paul'], null],
    ]);
  });
});
