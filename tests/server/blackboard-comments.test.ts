import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentResponseSchema, commentsResponseSchema } from '#contract/blackboard';
import { addComment, createPost, notificationsOf } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('comments on blackboard posts (%s)', (target) => {
  const t = useTestApp(target);
  let parentToken: string;
  let staffToken: string;
  beforeAll(async () => {
    parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
  });
  const newPost = async () => (await createPost(t.app, parentToken, t.fixture.kindergarten.id)).json().post;

  it('adds a comment once per client id and lists comments oldest first with their authors', async () => {
    const post = await newPost();
    const id = uuidv7();
    const first = await addComment(t.app, staffToken, post.id, { id, comment: '  Wir helfen gern!  ' });
    expect(first.statusCode).toBe(200);
    expect(commentResponseSchema.parse(first.json())).toMatchObject({
      code: 'comment_added',
      comment: { id, comment: 'Wir helfen gern!', author_id: t.fixture.staff.id, post_id: post.id },
    });
    expect((await addComment(t.app, staffToken, post.id, { id, comment: 'Wir helfen gern!' })).json()).toEqual(
      first.json(),
    );
    const taken = await addComment(t.app, parentToken, post.id, { id, comment: 'Meins' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('id_taken');
    await addComment(t.app, parentToken, post.id, { comment: 'Danke!' });

    const list = commentsResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/blackboard/${post.id}/comments`, headers: bearer(parentToken) })
      ).json(),
    );
    expect(list.comments.map((comment) => comment.comment)).toEqual(['Wir helfen gern!', 'Danke!']);
    expect(list.authors.map((author) => author.id).sort()).toEqual([t.fixture.parent.id, t.fixture.staff.id].sort());
  });

  it('holds a comment to 1..2000 characters', async () => {
    const post = await newPost();
    for (const comment of ['x'.repeat(2001), '   ']) {
      const response = await addComment(t.app, parentToken, post.id, { comment });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('comment');
    }
    expect((await addComment(t.app, parentToken, post.id, { comment: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it("tells the post's author about a comment by someone else, not about their own", async () => {
    const post = await newPost();
    const before = (await notificationsOf(t.database.db, t.fixture.parent.id, 0)).length;
    await addComment(t.app, parentToken, post.id, { comment: 'Mein eigener' });
    await addComment(t.app, staffToken, post.id, { comment: 'Gern kommen wir vorbei' });
    const rows = await notificationsOf(t.database.db, t.fixture.parent.id, before + 1);
    const about = rows.filter((row) => (row.data as { postId?: string }).postId === post.id);
    expect(about).toHaveLength(1);
    // The fixture's parent reads Turkish.
    expect(about[0]).toMatchObject({
      kind: 'blackboard',
      title: 'Gönderinize yeni yorum',
      body: expect.stringContaining('Gern kommen wir vorbei'),
    });
  });
});
