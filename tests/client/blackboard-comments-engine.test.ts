import type { BlackboardPostWriteResponse, CommentsResponse } from '#contract/blackboard';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { addComment, deletePost, updatePostText } from '../../src/features/blackboard/blackboard-commands.ts';
import { drainOutbox } from '../../src/sync/outbox-drain.ts';
import { pullChanges } from '../../src/sync/pull-changes.ts';
import { createPost } from '../server/support/blackboard-helpers.ts';
import { knownPassword } from '../server/support/fixture.ts';
import { bearer, signInAs } from '../server/support/test-app.ts';
import { pointClientAt, realServerPerFile, signInOnDevice } from './support/engine-server.ts';
import { flakyProxyPerFile } from './support/flaky-proxy.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';

freshDatabasePerTest();
const server = realServerPerFile();
const proxy = flakyProxyPerFile(server, { pointClient: pointClientAt });

let hoursAhead = 0;
const muchLater = () => Date.now() + ++hoursAhead * 60 * 60_000;

/** A post by the kindergarten's staff, made through the real API, and a parent's device that has pulled it. */
async function aPostOnTheParentsDevice(title = 'Sommerfest') {
  const staffToken = await signInAs(server.app, server.fixture.staff.username, knownPassword);
  const created = (
    await createPost(server.app, staffToken, server.fixture.kindergarten.id, { title })
  ).json<BlackboardPostWriteResponse>();
  const { token, user } = await signInOnDevice(server.app, server.fixture.parent.username);
  expect(await pullChanges(user.id, token)).toBe('done');
  const post = await db.blackboard_posts.get(created.post.id);
  expect(post).toBeDefined();
  return { post: post!, token, user, staffToken };
}

async function commentsOnServer(token: string, postId: string) {
  return (
    await server.app.inject({ method: 'GET', url: `/api/blackboard/${postId}/comments`, headers: bearer(token) })
  ).json<CommentsResponse>().comments;
}

describe('blackboard writes through the outbox, against the real server', () => {
  it('shows a comment written offline at once and sends it exactly once when back online', async () => {
    const { post, token, user } = await aPostOnTheParentsDevice();
    proxy.goOffline();
    const id = await addComment(post.id, user.id, '  Wir bringen Kuchen mit!  ');
    expect(await db.comments.get(id)).toMatchObject({
      comment: 'Wir bringen Kuchen mit!',
      version: 0,
      author_id: user.id,
    });
    await drainOutbox(user.id);
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 1 });

    proxy.goOnline();
    // The first send lands but its answer is lost: the retry under the same key must not make a second comment.
    proxy.plan(['lose-response']);
    await drainOutbox(user.id, muchLater);
    await drainOutbox(user.id, muchLater);
    expect(await db.outbox.count()).toBe(0);
    const onServer = (await commentsOnServer(token, post.id)).filter(
      (comment) => comment.comment === 'Wir bringen Kuchen mit!',
    );
    expect(onServer).toHaveLength(1);
    expect(onServer[0]!.id).toBe(id);
    expect((await db.comments.get(id))?.version).toBe(onServer[0]!.version);
  });

  it('keeps a refused comment as failed instead of dropping it', async () => {
    const { post, user } = await aPostOnTheParentsDevice();
    const id = await addComment(post.id, user.id, 'x'.repeat(2001));
    await drainOutbox(user.id);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ status: 'failed', lastError: expect.objectContaining({ status: 422 }) }),
    ]);
    expect(await db.comments.get(id)).toBeDefined();
  });

  it("changes the author's post text and deletes it, each at once on the device and once on the server", async () => {
    const staff = await signInOnDevice(server.app, server.fixture.staff.username);
    const created = (
      await createPost(server.app, staff.token, server.fixture.kindergarten.id, { title: 'Alt' })
    ).json<BlackboardPostWriteResponse>();
    expect(await pullChanges(staff.user.id, staff.token)).toBe('done');
    const post = (await db.blackboard_posts.get(created.post.id))!;

    await updatePostText(post, { title: 'Neu', description: 'Mit Text' });
    expect(await db.blackboard_posts.get(post.id)).toMatchObject({ title: 'Neu', description: 'Mit Text' });
    await drainOutbox(staff.user.id);
    const detail = await server.app.inject({
      method: 'GET',
      url: `/api/blackboard/${post.id}`,
      headers: bearer(staff.token),
    });
    expect(detail.json()).toMatchObject({ post: { title: 'Neu', description: 'Mit Text' } });

    await deletePost((await db.blackboard_posts.get(post.id))!);
    expect(await db.blackboard_posts.get(post.id)).toBeUndefined();
    await drainOutbox(staff.user.id);
    expect(await db.outbox.count()).toBe(0);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/blackboard/${post.id}`, headers: bearer(staff.token) }))
        .statusCode,
    ).toBe(404);
    expect(await pullChanges(staff.user.id, staff.token)).toBe('done');
    expect(await db.blackboard_posts.get(post.id)).toBeUndefined();
  });
});
