import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  blackboardPostWriteResponseSchema,
  blackboardPageResponseSchema,
  blackboardPostResponseSchema,
} from '#contract/blackboard';
import { idempotencyHeader } from '#contract/headers';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createPost, gif, jpeg, notificationsOf, png, postForm, webp } from './support/blackboard-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('blackboard posts (%s)', (target) => {
  const t = useTestApp(target);
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (user: { username: string }) => {
    if (!tokens.has(user.username)) tokens.set(user.username, signInAs(t.app, user.username, knownPassword));
    return tokens.get(user.username)!;
  };
  const kindergartenId = () => t.fixture.kindergarten.id;

  it('publishes a post with images and answers its rows as the server re-encoded them', async () => {
    const token = await tokenOf(t.fixture.parent);
    const response = await createPost(t.app, token, kindergartenId(), {}, [
      { name: 'a.png', data: png(4, 3) },
      { name: 'b.gif', data: await gif(), type: 'application/octet-stream' },
      { name: 'c.jpg', data: await jpeg() },
      { name: 'd.webp', data: await webp() },
    ]);
    expect(response.statusCode).toBe(200);
    const body = blackboardPostWriteResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'success',
      code: 'post_created',
      post: {
        title: 'Flohmarkt',
        description: 'Am Samstag im Garten',
        author_id: t.fixture.parent.id,
        kindergarten_id: kindergartenId(),
      },
    });
    expect(body.images.map((image) => image.position)).toEqual([0, 1, 2, 3]);
    const fileOf = (index: number) => body.files.find((file) => file.id === body.images[index]!.file_id)!;
    expect([0, 1, 2, 3].map((index) => [fileOf(index).mime, fileOf(index).width, fileOf(index).height])).toEqual([
      ['image/jpeg', 4, 3],
      ['image/webp', 3, 2],
      ['image/jpeg', 640, 480],
      ['image/jpeg', 5, 7],
    ]);
    expect(fileOf(0)).toMatchObject({
      name: 'a.jpg',
      owner_id: t.fixture.parent.id,
      kindergarten_id: kindergartenId(),
    });
  });

  it('treats a repeat with the same client id as the same post, and refuses the id to someone else', async () => {
    const id = uuidv7();
    const token = await tokenOf(t.fixture.parent);
    const first = await createPost(t.app, token, kindergartenId(), { id }, [{ name: 'a.png', data: png(2, 2) }]);
    const repeat = await createPost(t.app, token, kindergartenId(), { id }, [{ name: 'a.png', data: png(2, 2) }]);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const staff = await createPost(t.app, await tokenOf(t.fixture.staff), kindergartenId(), { id });
    expect(staff.statusCode).toBe(409);
    expect(staff.json()).toMatchObject({ code: 'id_taken', errors: { id: [expect.any(String)] } });
  });

  it('replays a create sent again with the same Idempotency-Key (a lost answer and an outbox retry)', async () => {
    const token = await tokenOf(t.fixture.parent);
    const key = uuidv7();
    const send = () =>
      postForm(
        t.app,
        token,
        '/api/blackboard',
        { kindergarten_id: kindergartenId(), title: 'Einmal' },
        [{ name: 'a.png', data: png(2, 2) }],
        { [idempotencyHeader]: key },
      );
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('holds title, description and images to the limits with clear errors', async () => {
    const token = await tokenOf(t.fixture.parent);
    const cases = [
      [{ title: 'x'.repeat(201) }, [], 'title', undefined],
      [{ title: '   ' }, [], 'title', undefined],
      [{ description: 'x'.repeat(10_001) }, [], 'description', undefined],
      [{}, [{ name: 'x.png', data: Buffer.from('just some text, not an image') }], 'images', 'image_type_not_allowed'],
      [{}, Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, data: png(1, 1) })), 'images', 'too_many_images'],
    ] as const;
    for (const [fields, files, field, code] of cases) {
      const response = await createPost(t.app, token, kindergartenId(), fields, [...files]);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
      expect(response.json().code).toBe(code);
    }
    expect(
      (await createPost(t.app, token, kindergartenId(), { title: 'x'.repeat(200), description: 'y'.repeat(10_000) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an image just over 10 MB with image_too_large', async () => {
    const big = Buffer.concat([png(2, 2), Buffer.alloc(10 * 1024 * 1024 - 50)]);
    const response = await createPost(t.app, await tokenOf(t.fixture.parent), kindergartenId(), {}, [
      { name: 'big.png', data: big },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'image_too_large', errors: { images: [expect.any(String)] } });
  });

  it('refuses a request larger than ten full images at once with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blackboard',
      payload: 'x',
      headers: {
        ...bearer(await tokenOf(t.fixture.parent)),
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(200 * 1024 * 1024),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('image_too_large');
  });

  it("answers 404 for another kindergarten's board and post", async () => {
    const elsewhere = await createFixture(t.database.db);
    const ownToken = await tokenOf(t.fixture.parent);
    expect((await createPost(t.app, ownToken, elsewhere.kindergarten.id)).statusCode).toBe(404);
    const post = (await createPost(t.app, await tokenOf(elsewhere.parent), elsewhere.kindergarten.id)).json().post;
    for (const request of [
      { method: 'GET' as const, url: `/api/blackboard/${post.id}` },
      { method: 'DELETE' as const, url: `/api/blackboard/${post.id}` },
      { method: 'POST' as const, url: `/api/blackboard/${post.id}`, payload: { title: 'Mine now' } },
      { method: 'GET' as const, url: `/api/blackboards/${elsewhere.kindergarten.id}` },
      { method: 'GET' as const, url: `/api/user/${elsewhere.parent.id}/blackboards/${elsewhere.kindergarten.id}` },
      { method: 'GET' as const, url: `/api/blackboard/${post.id}/comments` },
    ]) {
      expect((await t.app.inject({ ...request, headers: bearer(ownToken) })).statusCode, request.url).toBe(404);
    }
  });

  it('lets the author edit by JSON or form, and nobody else', async () => {
    const token = await tokenOf(t.fixture.parent);
    const post = (await createPost(t.app, token, kindergartenId())).json().post;
    const byJson = await t.app.inject({
      method: 'POST',
      url: `/api/blackboard/${post.id}`,
      headers: bearer(token),
      payload: { title: 'Neu', description: 'Text' },
    });
    expect(byJson.statusCode).toBe(200);
    expect(byJson.json()).toMatchObject({ code: 'post_updated', post: { title: 'Neu', description: 'Text' } });
    expect(byJson.json().post.version).toBeGreaterThan(post.version);
    const byForm = await postForm(t.app, token, `/api/blackboard/${post.id}`, { title: 'Per Formular' });
    expect(byForm.json().post).toMatchObject({ title: 'Per Formular', description: '' });
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/blackboard/${post.id}`,
      headers: bearer(token),
      payload: { title: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(422);
    const other = await addSecondFamily(t.database.db, t.fixture);
    for (const user of [other, t.fixture.staff]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/blackboard/${post.id}`,
        headers: bearer(await tokenOf(user)),
        payload: { title: 'Nein' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('not_post_author');
    }
  });

  it('shows a post with comments, and pages the board newest first', async () => {
    const elsewhere = await createFixture(t.database.db);
    const token = await tokenOf(elsewhere.parent);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await createPost(t.app, token, elsewhere.kindergarten.id, { title: `Post ${i}` })).json().post.id);
    const staffToken = await tokenOf(elsewhere.staff);
    await createPost(t.app, staffToken, elsewhere.kindergarten.id, { title: 'Vom Team' });
    await t.app.inject({
      method: 'POST',
      url: `/api/blackboard/${ids[0]}/comment`,
      headers: bearer(staffToken),
      payload: { comment: 'Super!' },
    });

    const detail = blackboardPostResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/blackboard/${ids[0]}`, headers: bearer(token) })).json(),
    );
    expect(detail).toMatchObject({
      post: { id: ids[0] },
      comments_count: 1,
      comments: [{ comment: 'Super!' }],
      comment_authors: [{ id: elsewhere.staff.id, role: 'staff' }],
      author: { id: elsewhere.parent.id, name: 'Anna Berg' },
    });

    const page = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/blackboards/${elsewhere.kindergarten.id}${query}`,
        headers: bearer(token),
      });
    const first = blackboardPageResponseSchema.parse((await page('?per_page=3')).json());
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    expect(first.data.map((view) => view.post.title)).toEqual(['Vom Team', 'Post 2', 'Post 1']);
    const second = blackboardPageResponseSchema.parse((await page('?per_page=3&page=2')).json());
    expect(second.data.map((view) => view.post.id)).toEqual([ids[0]]);
    expect(second.data[0]!.comments_count).toBe(1);

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/user/${elsewhere.staff.id}/blackboards/${elsewhere.kindergarten.id}`,
      headers: bearer(token),
    });
    expect(blackboardPageResponseSchema.parse(own.json()).data.map((view) => view.post.title)).toEqual(['Vom Team']);
  });

  it('tells everyone else of the kindergarten about a new post', async () => {
    const elsewhere = await createFixture(t.database.db);
    const post = (
      await createPost(t.app, await tokenOf(elsewhere.parent), elsewhere.kindergarten.id, { title: 'Laternenfest' })
    ).json().post;
    const [row] = await notificationsOf(t.database.db, elsewhere.staff.id, 1);
    expect(row).toMatchObject({
      kind: 'blackboard',
      body: 'Anna Berg: Laternenfest',
      data: { url: `/blackboard/${post.id}`, postId: post.id },
    });
    expect(await notificationsOf(t.database.db, elsewhere.parent.id, 0)).toEqual([]);
  });
});
