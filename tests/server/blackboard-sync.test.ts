import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoChannels, type SyncAvailableEvent } from '#contract/realtime';
import { addComment, createPost, png, postForm, remove } from './support/blackboard-helpers.ts';
import { knownPassword, type Fixture } from './support/fixture.ts';
import { connectEcho, subscribed, within } from './support/realtime-client.ts';
import { idsOf, pullAll, tombstonesOf } from './support/sync-helpers.ts';
import { bearer, signInAs, startListeningApp } from './support/test-app.ts';
import { databaseTargets, type TestDatabase } from './support/test-database.ts';

/** Every change of the board reaches GET /api/sync, and the kindergarten channel says when to pull. */
describe.each(databaseTargets())('the blackboard in sync and realtime (%s)', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  let echo: ReturnType<typeof connectEcho>;
  let parentToken: string;
  let staffToken: string;
  const events: SyncAvailableEvent[] = [];

  beforeAll(async () => {
    let port: number;
    ({ database, app, port, fixture } = await startListeningApp(target));
    parentToken = await signInAs(app, fixture.parent.username, knownPassword);
    staffToken = await signInAs(app, fixture.staff.username, knownPassword);
    echo = connectEcho(port, parentToken);
    const channel = echo.private(echoChannels.kindergarten(fixture.kindergarten.id));
    channel.listen('.sync.available', (event: SyncAvailableEvent) => events.push(event));
    await within(5000, 'the kindergarten channel', subscribed(channel));
  });
  afterAll(async () => {
    echo?.disconnect();
    await app?.close();
    await database?.dispose();
  });

  /** The next `sync.available` after `count` seen so far. */
  async function nextAnnouncement(count: number): Promise<SyncAvailableEvent> {
    await within(
      5000,
      'sync.available',
      (async () => {
        while (events.length <= count) await new Promise((resolve) => setTimeout(resolve, 10));
      })(),
    );
    return events[count]!;
  }

  it('announces each write and brings posts, images, files and comments in, then their tombstones', async () => {
    const start = (await pullAll(app, staffToken)).cursor;
    const parentStart = (await pullAll(app, parentToken)).cursor;

    let seen = events.length;
    const created = (
      await createPost(app, parentToken, fixture.kindergarten.id, {}, [
        { name: 'a.png', data: png(2, 2) },
        { name: 'b.png', data: png(2, 2) },
      ])
    ).json();
    expect((await nextAnnouncement(seen)).version).toBeGreaterThanOrEqual(
      Math.max(created.post.version, ...created.images.map((i: { version: number }) => i.version)),
    );
    seen = events.length;
    const comment = (await addComment(app, staffToken, created.post.id, { comment: 'Schön!' })).json().comment;
    expect((await nextAnnouncement(seen)).version).toBe(comment.version);

    const afterCreate = await pullAll(app, staffToken, { cursor: start });
    expect(idsOf(afterCreate.pages, 'blackboard_posts')).toContain(created.post.id);
    expect(idsOf(afterCreate.pages, 'blackboard_images')).toEqual(
      expect.arrayContaining(created.images.map((i: { id: string }) => i.id)),
    );
    expect(idsOf(afterCreate.pages, 'files')).toEqual(
      expect.arrayContaining(created.files.map((f: { id: string }) => f.id)),
    );
    expect(idsOf(afterCreate.pages, 'comments')).toContain(comment.id);
    // A parent receives the board's pictures as well.
    expect(idsOf((await pullAll(app, parentToken, { cursor: parentStart })).pages, 'files')).toEqual(
      expect.arrayContaining(created.files.map((f: { id: string }) => f.id)),
    );

    seen = events.length;
    const [removedImage] = created.images;
    await remove(app, parentToken, `/api/blackboard/${created.post.id}/image/${removedImage.id}`);
    await nextAnnouncement(seen);
    const afterRemoval = await pullAll(app, staffToken, { cursor: afterCreate.cursor });
    expect(tombstonesOf(afterRemoval.pages, 'blackboard_images')).toEqual([removedImage.id]);
    // A picture's thumbnail goes with it.
    const withThumbnails = (fileIds: string[]) =>
      created.files
        .filter((f: { id: string }) => fileIds.includes(f.id))
        .flatMap((f: { id: string; thumbnail_id: string }) => [f.id, f.thumbnail_id])
        .sort();
    expect(tombstonesOf(afterRemoval.pages, 'files').sort()).toEqual(withThumbnails([removedImage.file_id]));

    seen = events.length;
    await app.inject({
      method: 'POST',
      url: `/api/blackboard/${created.post.id}`,
      headers: bearer(parentToken),
      payload: { title: 'Geändert' },
    });
    await nextAnnouncement(seen);
    seen = events.length;
    expect((await remove(app, staffToken, `/api/blackboard/${created.post.id}`)).statusCode).toBe(200);
    await nextAnnouncement(seen);
    const afterDelete = await pullAll(app, staffToken, { cursor: afterRemoval.cursor });
    expect(tombstonesOf(afterDelete.pages, 'blackboard_posts')).toEqual([created.post.id]);
    expect(tombstonesOf(afterDelete.pages, 'blackboard_images')).toEqual([created.images[1].id]);
    expect(tombstonesOf(afterDelete.pages, 'comments')).toEqual([comment.id]);
    expect(tombstonesOf(afterDelete.pages, 'files').sort()).toEqual(withThumbnails([created.images[1].file_id]));
    const parentView = await pullAll(app, parentToken, { cursor: parentStart });
    expect(tombstonesOf(parentView.pages, 'blackboard_posts')).toEqual([created.post.id]);
    expect(tombstonesOf(parentView.pages, 'files').sort()).toEqual(
      withThumbnails(created.files.map((f: { id: string }) => f.id)),
    );
  });

  it('announces nothing for a repeat that wrote nothing', async () => {
    const token = parentToken;
    const before = events.length;
    const first = (
      await postForm(app, token, '/api/blackboard', {
        kindergarten_id: fixture.kindergarten.id,
        title: 'Einmal',
        id: '019a0000-0000-7000-8000-000000000001',
      })
    ).json();
    await nextAnnouncement(before);
    const seen = events.length;
    const repeat = (
      await postForm(app, token, '/api/blackboard', {
        kindergarten_id: fixture.kindergarten.id,
        title: 'Einmal',
        id: first.post.id,
      })
    ).json();
    expect(repeat.post).toEqual(first.post);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.length).toBe(seen);
  });
});
