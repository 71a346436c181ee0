import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost, postForm } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { realImage } from './support/image-bombs.ts';
import { animation, hasGpsTags, taggedPhoto } from './support/tagged-photo.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('the server re-encodes every picture it is given (%s)', (target) => {
  const t = useTestApp(target);
  let token: string;
  beforeAll(async () => {
    token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
  });
  const kindergarten = () => t.fixture.kindergarten.id;
  const download = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return { bytes: response.rawPayload, type: response.headers['content-type'] };
  };

  it('serves a phone photo upright, at most 2048 px on its long side, without EXIF, GPS, XMP or IPTC', async () => {
    const photo = await taggedPhoto(2400, 1800);
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ width: 2400, height: 1800, orientation: 6 });
    expect(hasGpsTags(sent.exif)).toBe(true);

    const created = await createPost(t.app, token, kindergarten(), {}, [
      { name: 'IMG_0001.JPG', data: photo, type: 'image/jpeg' },
    ]);
    expect(created.statusCode).toBe(200);
    const [file] = created.json().files;
    expect(file).toMatchObject({ mime: 'image/jpeg', width: 1536, height: 2048, name: 'IMG_0001.jpg' });

    const { bytes, type } = await download(file.id);
    expect(type).toBe('image/jpeg');
    expect(file.size).toBe(bytes.length);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1536, height: 2048 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.comments).toBeUndefined();
    // Upright: the photo's left half was red, so after turning it clockwise the top half is.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * 1536 + x) * 3]! > data[(y * 1536 + x) * 3 + 2]!;
    expect([red(768, 100), red(768, 1948)]).toEqual([true, false]);
  });

  it('accepts a camera photo whose metadata segments run past the first MiB, and drops them', async () => {
    const photo = await taggedPhoto(1200, 900);
    // Extended XMP (depth maps, motion data) comes as many APP segments before the frame: 24 of 64 KiB here.
    const segment = Buffer.alloc(4 + 65_000, 0x20);
    segment.writeUInt16BE(0xffe2, 0);
    segment.writeUInt16BE(65_000 + 2, 2);
    const padded = Buffer.concat([
      photo.subarray(0, 2),
      ...Array.from({ length: 24 }, () => segment),
      photo.subarray(2),
    ]);
    expect(padded.length).toBeGreaterThan(1.25 * 1024 * 1024);

    const created = await createPost(t.app, token, kindergarten(), {}, [
      { name: 'PXL_0001.jpg', data: padded, type: 'image/jpeg' },
    ]);
    expect(created.statusCode).toBe(200);
    const [file] = created.json().files;
    const stored = await sharp((await download(file.id)).bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
    expect(stored.exif).toBeUndefined();
  });

  it('re-encodes an image added to a post later the same way', async () => {
    const post = (await createPost(t.app, token, kindergarten(), {}, [])).json().post;
    const added = await postForm(t.app, token, `/api/blackboard/${post.id}/image`, {}, [
      { field: 'image', name: 'later.jpg', data: await taggedPhoto(3000, 1000), type: 'image/jpeg' },
    ]);
    expect(added.statusCode).toBe(200);
    const [file] = added.json().files;
    const stored = await sharp((await download(file.id)).bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 683, height: 2048 });
    expect(stored.exif).toBeUndefined();
  });

  it('keeps a transparent picture transparent, as WebP without its XMP', async () => {
    const drawing = await sharp(await realImage('png', 300, 200))
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .png()
      .toBuffer();
    expect((await sharp(drawing).metadata()).xmp).toBeDefined();
    const [file] = (await createPost(t.app, token, kindergarten(), {}, [{ name: 'bild.png', data: drawing }])).json()
      .files;
    expect(file).toMatchObject({ mime: 'image/webp', name: 'bild.webp', width: 300, height: 200 });
    const stored = await sharp((await download(file.id)).bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', hasAlpha: true });
    expect(stored.xmp).toBeUndefined();
  });

  it.each(['gif', 'webp'] as const)('keeps only the first frame of an animated %s', async (format) => {
    const moving = await animation(format, 3);
    expect((await sharp(moving).metadata()).pages).toBe(3);
    const [file] = (
      await createPost(t.app, token, kindergarten(), {}, [
        { name: `moving.${format}`, data: moving, type: `image/${format}` },
      ])
    ).json().files;
    const stored = await sharp((await download(file.id)).bytes, { animated: true }).metadata();
    expect(stored.pages ?? 1).toBe(1);
    expect(stored).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses an SVG and a text file with 422 and says which images it takes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const upload of [
      { name: 'bild.svg', data: svg, type: 'image/svg+xml' },
      { name: 'notiz.jpg', data: Buffer.from('Elternabend am Dienstag'), type: 'image/jpeg' },
    ]) {
      const refused = await createPost(t.app, token, kindergarten(), {}, [upload]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'image_type_not_allowed',
        errors: { images: [expect.stringContaining('JPEG')] },
      });
    }
  });
});
