import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { blackboardPostWriteResponseSchema } from '#contract/blackboard';
import { blackboardLimits } from '#contract/blackboard-rules';
import { createPost, png, postForm } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { pullAll } from './support/sync-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** A 12 MP camera photo (noise compresses badly, like a real scene at high quality) over the upload limit. */
async function cameraPhotoOverTheLimit() {
  const photo = await sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(blackboardLimits.imageMaxBytes);
  return photo;
}

describe.each(databaseTargets())(
  'what the author says about the pictures of a post, and pictures over the limit (%s)',
  (target) => {
    const t = useTestApp(target);
    let token: string;
    beforeAll(async () => {
      token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    });
    const image = (name: string, field = 'images[]') => ({ field, name, data: png(3, 3) });

    it('stores each image’s description, in the order of the files, and syncs it; an empty one is none', async () => {
      const start = (await pullAll(t.app, token)).cursor;
      const created = await createPost(
        t.app,
        token,
        t.fixture.kindergarten.id,
        { 'image_alts[]': ['Kinder beim Sackhüpfen', ''] },
        [image('a.png'), image('b.png')],
      );
      expect(created.statusCode).toBe(200);
      const body = blackboardPostWriteResponseSchema.parse(created.json());
      expect(body.images.map((row) => row.alt)).toEqual(['Kinder beim Sackhüpfen', null]);

      const added = await postForm(
        t.app,
        token,
        `/api/blackboard/${body.post.id}/image`,
        { alt: '  Der Kuchentisch  ' },
        [image('c.png', 'image')],
      );
      expect(added.json().images.map((row: { alt: string | null }) => row.alt)).toEqual([
        'Kinder beim Sackhüpfen',
        null,
        'Der Kuchentisch',
      ]);

      const { pages } = await pullAll(t.app, token, { cursor: start });
      const synced = pages
        .flatMap((page) => page.changes.blackboard_images ?? [])
        .filter((row) => row.post_id === body.post.id);
      expect(synced.map((row) => row.alt).sort()).toEqual(['Der Kuchentisch', 'Kinder beim Sackhüpfen', null].sort());
    });

    it(`refuses a description longer than ${blackboardLimits.imageAltMaxLength} characters with 422 naming it`, async () => {
      const tooLong = 'x'.repeat(blackboardLimits.imageAltMaxLength + 1);
      const response = await createPost(t.app, token, t.fixture.kindergarten.id, { 'image_alts[]': [tooLong] }, [
        image('a.png'),
      ]);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['image_alts.0']);
    });

    it('still refuses a camera photo over the byte limit from a client that did not downscale it, with a clear 422', async () => {
      const photo = await cameraPhotoOverTheLimit();
      const created = await createPost(t.app, token, t.fixture.kindergarten.id, { title: 'Unverkleinert' }, [
        { name: 'IMG_0001.JPG', data: photo, type: 'image/jpeg' },
      ]);
      expect(created.statusCode).toBe(422);
      expect(created.json()).toMatchObject({
        code: 'image_too_large',
        message: expect.stringContaining('10 MB'),
        errors: { images: [expect.stringContaining('10 MB')] },
      });

      const post = blackboardPostWriteResponseSchema.parse(
        (await createPost(t.app, token, t.fixture.kindergarten.id, {}, [image('a.png')])).json(),
      ).post;
      const added = await postForm(t.app, token, `/api/blackboard/${post.id}/image`, { alt: 'Zu groß' }, [
        { field: 'image', name: 'IMG_0002.JPG', data: photo, type: 'image/jpeg' },
      ]);
      expect(added.statusCode).toBe(422);
      expect(added.json()).toMatchObject({
        code: 'image_too_large',
        errors: { image: [expect.stringContaining('10 MB')] },
      });
    });
  },
);
