import { beforeAll, describe, expect, it } from 'vitest';
import { addSecondFamily } from './support/absence-helpers.ts';
import { addAdmin, addComment, createPost, png, remove } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('deleting blackboard posts and comments (%s)', (target) => {
  const t = useTestApp(target);
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (user: { username: string }) => {
    if (!tokens.has(user.username)) tokens.set(user.username, signInAs(t.app, user.username, knownPassword));
    return tokens.get(user.username)!;
  };
  let other: { username: string };
  let admin: { username: string };
  beforeAll(async () => {
    other = await addSecondFamily(t.database.db, t.fixture);
    admin = await addAdmin(t.database.db, t.fixture);
  });
  const parentPost = async () =>
    (
      await createPost(t.app, await tokenOf(t.fixture.parent), t.fixture.kindergarten.id, {}, [
        { name: 'a.png', data: png(2, 2) },
      ])
    ).json();
  const get = async (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lets the author delete a post; a repeat succeeds too, and the post, images and comments are gone', async () => {
    const token = await tokenOf(t.fixture.parent);
    const { post, files } = await parentPost();
    await addComment(t.app, token, post.id, { comment: 'Noch da?' });
    const first = await remove(t.app, token, `/api/blackboard/${post.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'success', message: expect.any(String), code: 'post_deleted' });
    expect((await remove(t.app, token, `/api/blackboard/${post.id}`)).json().code).toBe('post_deleted');
    expect((await get(token, `/api/blackboard/${post.id}`)).statusCode).toBe(404);
    expect((await get(token, `/api/blackboard/${post.id}/comments`)).statusCode).toBe(404);
    expect((await get(token, `/api/files/${files[0].id}`)).statusCode).toBe(404);
    const board = (await get(token, `/api/blackboards/${t.fixture.kindergarten.id}`)).json();
    expect(board.data.map((view: { post: { id: string } }) => view.post.id)).not.toContain(post.id);
  });

  it("refuses another parent's delete with 403, and lets staff and admins moderate", async () => {
    const { post } = await parentPost();
    const refused = await remove(t.app, await tokenOf(other), `/api/blackboard/${post.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_post_author');
    expect((await remove(t.app, await tokenOf(t.fixture.staff), `/api/blackboard/${post.id}`)).statusCode).toBe(200);
    // Once deleted, the other parent learns nothing more than that it is not there.
    expect((await remove(t.app, await tokenOf(other), `/api/blackboard/${post.id}`)).statusCode).toBe(404);
    const second = (await parentPost()).post;
    expect((await remove(t.app, await tokenOf(admin), `/api/blackboard/${second.id}`)).json().code).toBe(
      'post_deleted',
    );
  });

  it('lets the author, staff and admins delete a comment, not another parent; a repeat succeeds', async () => {
    const parentToken = await tokenOf(t.fixture.parent);
    const otherToken = await tokenOf(other);
    const { post } = await parentPost();
    const comment = async () => (await addComment(t.app, parentToken, post.id, { comment: 'Hallo' })).json().comment;
    const url = (id: string) => `/api/blackboard/${post.id}/comment/${id}`;

    const mine = await comment();
    const refused = await remove(t.app, otherToken, url(mine.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_comment_author');
    expect((await remove(t.app, parentToken, url(mine.id))).json()).toMatchObject({
      status: 'success',
      code: 'comment_deleted',
    });
    expect((await remove(t.app, parentToken, url(mine.id))).json().code).toBe('comment_deleted');
    expect((await remove(t.app, await tokenOf(t.fixture.staff), url((await comment()).id))).statusCode).toBe(200);
    expect((await remove(t.app, await tokenOf(admin), url((await comment()).id))).statusCode).toBe(200);
    const left = (await get(parentToken, `/api/blackboard/${post.id}/comments`)).json();
    expect(left.comments).toEqual([]);
    expect((await remove(t.app, parentToken, `/api/blackboard/${post.id}/comment/${post.id}`)).statusCode).toBe(404);
  });
});
