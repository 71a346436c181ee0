import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { files } from '../../server/db/schema/index.ts';
import { reencodeStoredPictures } from '../../server/files/reencode-stored-pictures.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { createPost, png, remove } from './support/blackboard-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { pullAll, tombstonesOf } from './support/sync-helpers.ts';
import { storedBytes } from './support/stored-bytes.ts';
import { hasGpsTags, taggedPhoto } from './support/tagged-photo.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

type WireFile = {
  id: string;
  thumbnail_id: string | null;
  width: number;
  height: number;
  version: number;
  sha256: string;
};

describe.each(databaseTargets())('pictures get a thumbnail for lists (%s)', (target) => {
  const t = useTestApp(target);
  const tokens = {} as Record<'author' | 'neighbour' | 'staff' | 'outsider', string>;
  beforeAll(async () => {
    const { users } = createRepositories(t.database.db);
    const neighbour = await users.create({
      kindergartenId: t.fixture.kindergarten.id,
      username: `nachbar-${t.fixture.tag}@loewenzahn.example`,
      passwordHash: await hashPassword(knownPassword),
      role: 'parent',
      language: 'el',
      name: 'Eleni Nachbar',
    });
    const outsider = await createFixture(t.database.db);
    tokens.author = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    tokens.neighbour = await signInAs(t.app, neighbour.username, knownPassword);
    tokens.staff = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    tokens.outsider = await signInAs(t.app, outsider.parent.username, knownPassword);
  });

  const stored = async (id: string) => {
    const [row] = await t.database.db
      .select({ deletedAt: files.deletedAt, kindergartenId: files.kindergartenId, ownerId: files.ownerId })
      .from(files)
      .where(eq(files.id, id));
    return { ...row!, data: await storedBytes(t.database.db, id) };
  };
  const fetchAs = (who: keyof typeof tokens, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(tokens[who]) });
  const statusesOf = async (id: string) =>
    Object.fromEntries(
      await Promise.all(
        (Object.keys(tokens) as (keyof typeof tokens)[]).map(
          async (who) => [who, (await fetchAs(who, id)).statusCode] as const,
        ),
      ),
    );
  const post = async (pictures: { name: string; data: Uint8Array; type?: string }[]) => {
    const created = await createPost(t.app, tokens.author, t.fixture.kindergarten.id, {}, pictures);
    expect(created.statusCode).toBe(200);
    const body = created.json();
    return {
      postId: body.post.id as string,
      images: body.images as { id: string; file_id: string }[],
      files: body.files as WireFile[],
    };
  };

  it('stores a phone photo with a thumbnail of at most 480 px, upright, without EXIF, in the same kindergarten', async () => {
    const {
      files: [picture],
    } = await post([{ name: 'IMG_0002.JPG', data: await taggedPhoto(2400, 1800), type: 'image/jpeg' }]);
    expect(picture!.thumbnail_id).toEqual(expect.any(String));
    const thumbnailId = picture!.thumbnail_id!;
    expect(await stored(thumbnailId)).toMatchObject({
      kindergartenId: t.fixture.kindergarten.id,
      ownerId: t.fixture.parent.id,
      deletedAt: null,
    });

    const response = await fetchAs('author', thumbnailId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const thumbnail = await sharp(response.rawPayload).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 360, height: 480 });
    expect(thumbnail.exif).toBeUndefined();
    expect(thumbnail.orientation).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan((await fetchAs('author', picture!.id)).rawPayload.length);
  });

  it('keeps a transparent picture transparent in its thumbnail (WebP) and never enlarges a small one', async () => {
    const drawing = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const {
      files: [picture],
    } = await post([{ name: 'zeichnung.png', data: drawing }]);
    const response = await fetchAs('author', picture!.thumbnail_id!);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      hasAlpha: true,
      width: 300,
      height: 200,
    });
  });

  it('shows the thumbnail to exactly those who may see its picture, in the file route and the sync', async () => {
    const {
      files: [picture],
    } = await post([{ name: 'p.png', data: png(900, 600) }]);
    const expected = { author: 200, neighbour: 200, staff: 200, outsider: 404 };
    expect(await statusesOf(picture!.id)).toEqual(expected);
    expect(await statusesOf(picture!.thumbnail_id!)).toEqual(expected);
    const synced = async (who: keyof typeof tokens) =>
      (await pullAll(t.app, tokens[who])).pages.flatMap((page) => (page.changes.files ?? []).map((row) => row.id));
    for (const who of ['neighbour', 'staff'] as const)
      expect(await synced(who)).toEqual(expect.arrayContaining([picture!.id, picture!.thumbnail_id]));
    expect(await synced('outsider')).not.toContain(picture!.thumbnail_id);
  });

  it('deleting the post removes the bytes of the picture and of its thumbnail, and devices get both tombstones', async () => {
    const {
      postId,
      files: [picture],
    } = await post([{ name: 'p.png', data: png(700, 500) }]);
    const { cursor } = await pullAll(t.app, tokens.neighbour);
    expect((await remove(t.app, tokens.author, `/api/blackboard/${postId}`)).statusCode).toBe(200);
    for (const id of [picture!.id, picture!.thumbnail_id!]) {
      const row = await stored(id);
      expect({ bytes: row.data.length, tombstone: row.deletedAt !== null }).toEqual({ bytes: 0, tombstone: true });
      expect(await statusesOf(id)).toEqual({ author: 404, neighbour: 404, staff: 404, outsider: 404 });
    }
    const later = await pullAll(t.app, tokens.neighbour, { cursor });
    expect(tombstonesOf(later.pages, 'files')).toEqual(expect.arrayContaining([picture!.id, picture!.thumbnail_id]));
  });

  it('removing one picture from a post removes its thumbnail too, the other keeps its own', async () => {
    const {
      postId,
      images,
      files: pictures,
    } = await post([
      { name: 'a.png', data: png(600, 400) },
      { name: 'b.png', data: png(400, 600) },
    ]);
    const thumbnailOf = (fileId: string) => pictures.find((file) => file.id === fileId)!.thumbnail_id!;
    expect((await remove(t.app, tokens.author, `/api/blackboard/${postId}/image/${images[0]!.id}`)).statusCode).toBe(
      200,
    );
    expect((await stored(thumbnailOf(images[0]!.file_id))).data.length).toBe(0);
    expect(await statusesOf(thumbnailOf(images[1]!.file_id))).toMatchObject({ neighbour: 200 });
  });

  it('a picture whose post went without taking its files loses its thumbnail in the same purge', async () => {
    const {
      postId,
      files: [picture],
    } = await post([{ name: 'p.png', data: png(640, 480) }]);
    const { blackboard, files: repository } = createRepositories(t.database.db);
    await blackboard.softDeletePost(postId);
    expect((await stored(picture!.thumbnail_id!)).data.length).toBeGreaterThan(0);
    await repository.purgeUnowned(t.fixture.kindergarten.id);
    for (const id of [picture!.id, picture!.thumbnail_id!]) expect((await stored(id)).data.length).toBe(0);
  });

  describe('the background re-encode of pictures stored before', () => {
    const logLines: { msg: string }[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(JSON.parse(String(chunk)))) }),
    );
    /** A picture as an old database holds it: the bytes as uploaded, no thumbnail, on a live post of the author. */
    const storeAsBefore = async (data: Uint8Array, meta: { mime: string; width: number; height: number }) => {
      const { files: repository, blackboard } = createRepositories(t.database.db);
      const file = await repository.insert({
        id: uuidv7(),
        kindergartenId: t.fixture.kindergarten.id,
        ownerId: t.fixture.parent.id,
        name: 'IMG_0003.JPG',
        data,
        ...meta,
      });
      const postId = uuidv7();
      await blackboard.insertPost({
        id: postId,
        kindergartenId: t.fixture.kindergarten.id,
        authorId: t.fixture.parent.id,
        title: 'Sommerfest',
        description: '',
      });
      await blackboard.insertImage({ id: uuidv7(), postId, fileId: file.id, position: 0, alt: null });
      return file;
    };

    it('turns a stored 3000 px photo with EXIF and GPS into a bare picture of at most 2048 px with a thumbnail, and says how far it is', async () => {
      const photo = await taggedPhoto(3000, 2000);
      expect(hasGpsTags((await sharp(photo).metadata()).exif)).toBe(true);
      const before = await storeAsBefore(photo, { mime: 'image/jpeg', width: 3000, height: 2000 });
      const broken = await storeAsBefore(photo.subarray(0, 2000), { mime: 'image/jpeg', width: 3000, height: 2000 });

      const announced: [string, number][] = [];
      const announce = async (kindergartenId: string, version: number) =>
        void announced.push([kindergartenId, version]);
      const run = await reencodeStoredPictures(createRepositories(t.database.db).files, log, { logEvery: 1, announce });
      expect(run).toEqual({ total: 2, reencoded: 1, skipped: 1 });

      const { files: repository } = createRepositories(t.database.db);
      const after = (await repository.findRow(before.id))!;
      expect(after).toMatchObject({
        mime: 'image/jpeg',
        width: 1365,
        height: 2048,
        name: 'IMG_0003.jpg',
        thumbnail_id: expect.any(String),
      });
      expect(after.version).toBeGreaterThan(before.version);
      // Devices of the kindergarten are told to pull, up to the rewritten row.
      expect(announced).toEqual([[t.fixture.kindergarten.id, after.version]]);
      expect(after.sha256).not.toBe(before.sha256);
      const picture = (await fetchAs('neighbour', before.id)).rawPayload;
      expect(after.size).toBe(picture.length);
      const pictureMeta = await sharp(picture).metadata();
      expect(pictureMeta).toMatchObject({ width: 1365, height: 2048 });
      expect(pictureMeta.exif).toBeUndefined();
      const thumbnail = await sharp((await fetchAs('neighbour', after.thumbnail_id!)).rawPayload).metadata();
      expect(thumbnail).toMatchObject({ format: 'jpeg', width: 320, height: 480 });
      expect(thumbnail.exif).toBeUndefined();

      // The undecodable one is logged and passed, its bytes left as they were.
      expect((await repository.findRow(broken.id))!).toMatchObject({ sha256: broken.sha256, thumbnail_id: null });
      const messages = logLines.map((line) => line.msg);
      expect(messages).toEqual(
        expect.arrayContaining([
          're-encoding stored pictures: 0 of 2',
          're-encoding stored pictures: 1 of 2',
          're-encoding stored pictures: 2 of 2',
          `re-encoding stored pictures: picture ${broken.id} does not decode; it is left as it is`,
        ]),
      );

      // A second run does no work on the picture done; nothing is left but the broken one.
      logLines.length = 0;
      expect(await reencodeStoredPictures(repository, log)).toEqual({ total: 1, reencoded: 0, skipped: 1 });
      expect((await repository.findRow(before.id))!.version).toBe(after.version);
    });

    it('says nothing when there is nothing to do', async () => {
      const { files: repository } = createRepositories(t.database.db);
      // The broken picture of the test above is the only one left; once it is gone, nothing is left to do.
      for (const picture of await repository.picturesWithoutThumbnail(10)) await repository.softDelete([picture.id]);
      logLines.length = 0;
      expect(await reencodeStoredPictures(repository, log)).toEqual({ total: 0, reencoded: 0, skipped: 0 });
      expect(logLines).toEqual([]);
    });
  });
});
