import { beforeAll, describe, expect, it } from 'vitest';
import { blackboardPostWriteResponseSchema } from '#contract/blackboard';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createPost, png, postForm, remove } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('images of blackboard posts (%s)', (target) => {
  const t = useTestApp(target);
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    otherToken = await signInAs(t.app, (await addSecondFamily(t.database.db, t.fixture)).username, knownPassword);
  });
  const image = (name: string, field = 'image') => ({ field, name, data: png(3, 3) });
  const newPost = async (count: number) =>
    (
      await createPost(
        t.app,
        token,
        t.fixture.kindergarten.id,
        {},
        Array.from({ length: count }, (_, i) => image(`${i}.png`, 'images[]')),
      )
    ).json().post;

  it('lets the author add images after the last one and remove one; both answer the rows as they are now', async () => {
    const post = await newPost(1);
    const added = await postForm(t.app, token, `/api/blackboard/${post.id}/image`, {}, [
      image('b.png'),
      image('c.png', 'images[]'),
    ]);
    expect(added.statusCode).toBe(200);
    const body = blackboardPostWriteResponseSchema.parse(added.json());
    expect(body.code).toBe('image_added');
    expect(body.images.map((row) => row.position)).toEqual([0, 1, 2]);
    expect(body.files.map((file) => file.name).sort()).toEqual(['0.jpg', 'b.jpg', 'c.jpg']);

    const removedId = body.images[1]!.id;
    const removed = blackboardPostWriteResponseSchema.parse(
      (await remove(t.app, token, `/api/blackboard/${post.id}/image/${removedId}`)).json(),
    );
    expect(removed.code).toBe('image_removed');
    expect(removed.images.map((row) => row.id)).toEqual([body.images[0]!.id, body.images[2]!.id]);
    expect(removed.files).toHaveLength(2);
    // A retry of the same removal is harmless.
    expect((await remove(t.app, token, `/api/blackboard/${post.id}/image/${removedId}`)).json().code).toBe(
      'image_removed',
    );
  });

  it('keeps a post to 10 images in all, and checks each upload by its bytes', async () => {
    const post = await newPost(9);
    const tooMany = await postForm(t.app, token, `/api/blackboard/${post.id}/image`, {}, [
      image('a.png'),
      image('b.png'),
    ]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'too_many_images', errors: { image: [expect.any(String)] } });
    const notAnImage = await postForm(t.app, token, `/api/blackboard/${post.id}/image`, {}, [
      { field: 'image', name: 'x.png', data: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    expect(notAnImage.json()).toMatchObject({
      code: 'image_type_not_allowed',
      errors: { image: [expect.any(String)] },
    });
    expect((await postForm(t.app, token, `/api/blackboard/${post.id}/image`, {}, [])).statusCode).toBe(422);
    expect(
      (await postForm(t.app, token, `/api/blackboard/${post.id}/image`, {}, [image('10.png')])).json().images,
    ).toHaveLength(10);
  });

  it("refuses images on someone else's post with 403", async () => {
    const post = await newPost(1);
    const refused = await postForm(t.app, otherToken, `/api/blackboard/${post.id}/image`, {}, [image('a.png')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_post_author');
    const imageId = (await postForm(t.app, token, `/api/blackboard/${post.id}/image`, {}, [image('b.png')])).json()
      .images[0].id;
    expect((await remove(t.app, otherToken, `/api/blackboard/${post.id}/image/${imageId}`)).statusCode).toBe(403);
  });
});
