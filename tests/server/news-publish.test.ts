import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news } from '../../server/db/schema/index.ts';
import { publishPublication } from '../../server/publications/publish-publication.ts';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { createEvent, createNews, get } from './support/publication-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('publishing news and events, GET /api/event-notifications (%s)', (target) => {
  const t = useTestApp(target);
  const deps = () => ({
    db: t.database.db,
    publisher: t.app.realtimePublisher,
    notifier: t.app.notifier,
    log: t.app.log,
  });
  let otherFamily: Promise<{ id: string; username: string }> | undefined;
  const secondFamily = () => (otherFamily ??= addSecondFamily(t.database.db, t.fixture));

  it('publishes a draft and tells every parent of the kindergarten, in their language', async () => {
    const other = await secondFamily();
    const elsewhere = await createFixture(t.database.db);
    const id = await createNews(t.database.db, t.fixture, { title: 'Neuer Caterer', published: false });
    const outcome = await publishPublication(deps(), 'news', id);
    expect(outcome?.notifiedUserIds.sort()).toEqual([t.fixture.parent.id, other.id].sort());
    expect(outcome?.notifiedUserIds).not.toContain(elsewhere.parent.id);
    const [row] = await t.database.db.select().from(news).where(eq(news.id, id));
    expect(row!.publishedAt).not.toBeNull();

    const parentView = (
      await get(t.app, await signInAs(t.app, t.fixture.parent.username, knownPassword), '/api/event-notifications')
    ).json();
    // The fixture's parent reads Turkish, the second family German.
    expect(parentView.notifications[0]).toMatchObject({
      kind: 'news',
      title: 'Yeni veli mektubu',
      body: 'Neuer Caterer',
      data: { url: `/news/${id}`, newsId: id },
    });
    const otherView = (
      await get(t.app, await signInAs(t.app, other.username, knownPassword), '/api/event-notifications')
    ).json();
    expect(otherView.notifications[0]).toMatchObject({ kind: 'news', title: 'Neuer Elternbrief' });
    expect(
      (await get(t.app, await signInAs(t.app, t.fixture.parent.username, knownPassword), `/api/news/${id}`)).statusCode,
    ).toBe(200);
  });

  it("tells only the guardians of children in a group event's groups, and lists event notifications newest first", async () => {
    const other = await secondFamily();
    const id = await createEvent(t.database.db, t.fixture, {
      title: 'Elternabend Igel',
      groupIds: [t.fixture.group.id],
      published: false,
    });
    const outcome = await publishPublication(deps(), 'event', id);
    expect(outcome?.notifiedUserIds).toEqual([t.fixture.parent.id]);
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const list = (await get(t.app, token, '/api/event-notifications')).json().notifications;
    expect(list[0]).toMatchObject({
      kind: 'event',
      title: 'Yeni etkinlik',
      body: 'Elternabend Igel',
      data: { url: `/events/${id}`, eventId: id },
    });
    expect(list.map((row: { created_at: string }) => row.created_at)).toEqual(
      list
        .map((row: { created_at: string }) => row.created_at)
        .sort()
        .reverse(),
    );
    const otherList = (
      await get(t.app, await signInAs(t.app, other.username, knownPassword), '/api/event-notifications')
    ).json().notifications;
    expect(otherList.map((row: { body: string }) => row.body)).not.toContain('Elternabend Igel');
  });

  it('lists no message notifications among event notifications, and answers undefined for an unknown item', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    await t.app.notifier.notifyUsers([t.fixture.parent.id], {
      text: { key: 'message.private', params: { sender: 'Anna', preview: 'Hallo' } },
      target: { type: 'private-chat', id: t.fixture.staff.id },
    });
    const kinds = (await get(t.app, token, '/api/event-notifications'))
      .json()
      .notifications.map((row: { kind: string }) => row.kind);
    expect(kinds).not.toContain('message');
    expect(kinds.length).toBeGreaterThan(0);
    expect(await publishPublication(deps(), 'news', '01900000-0000-7000-8000-000000000000')).toBeUndefined();
  });
});
