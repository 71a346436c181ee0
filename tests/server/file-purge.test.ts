import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../server/cli/backup-restore.ts';
import { blackboardPosts, events, files, news } from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { createPost, multipart, png, remove } from './support/blackboard-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { answer, createEvent, createNews, signatureDataUrl } from './support/publication-helpers.ts';
import { pullAll, tombstonesOf } from './support/sync-helpers.ts';
import { storedChunkCount } from './support/stored-bytes.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** Deleted means deleted: once the last owner of a file goes, its bytes leave the store and devices get a tombstone. */
describe.each(databaseTargets())('deleting what a file belongs to removes its bytes (%s)', (target) => {
  const t = useTestApp(target);
  let parentToken: string;
  let staffToken: string;
  beforeAll(async () => {
    parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
  });

  /** What the store itself holds for the file: its pieces in file_chunks and whether the row is a tombstone. */
  const stored = async (id: string) => {
    const [row] = await t.database.db.select({ deletedAt: files.deletedAt }).from(files).where(eq(files.id, id));
    return { chunks: await storedChunkCount(t.database.db, [id]), tombstone: row!.deletedAt !== null };
  };
  const served = async (token: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(token) })).statusCode;
  const expectGone = async (id: string) => {
    expect(await stored(id)).toEqual({ chunks: 0, tombstone: true });
    expect([await served(parentToken, id), await served(staffToken, id)]).toEqual([404, 404]);
  };
  const postWithPictures = async (count: number) => {
    const pictures = Array.from({ length: count }, (_, n) => ({ name: `p${n}.png`, data: png(6 + n, 4) }));
    const created = (await createPost(t.app, parentToken, t.fixture.kindergarten.id, {}, pictures)).json();
    return { postId: created.post.id as string, images: created.images as { id: string; file_id: string }[] };
  };
  const pdfWithMark = () => {
    const mark = randomBytes(24).toString('hex');
    return { mark, pdf: Buffer.from(`%PDF-1.4\n% ${mark}\n%%EOF\n`) };
  };
  const uploadAttachment = async (pdf: Buffer) => {
    const upload = await multipart({}, [
      { field: 'file', name: 'Elternbrief.pdf', data: pdf, type: 'application/pdf' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/staff/attachments',
      headers: { ...bearer(staffToken), ...upload.headers },
      payload: upload.payload,
    });
    return uploaded.json().file.id as string;
  };
  const newsWithAttachment = async (pdf: Buffer) => {
    const fileId = await uploadAttachment(pdf);
    const id = await createNews(t.database.db, t.fixture);
    await t.database.db.update(news).set({ attachmentFileId: fileId }).where(eq(news.id, id));
    return { id, fileId };
  };

  it('a deleted board post takes the bytes of its pictures with it', async () => {
    const { postId, images } = await postWithPictures(2);
    expect((await stored(images[0]!.file_id)).chunks).toBeGreaterThan(0);
    expect((await remove(t.app, parentToken, `/api/blackboard/${postId}`)).statusCode).toBe(200);
    for (const image of images) await expectGone(image.file_id);
  });

  it('a picture removed from a post loses its bytes, the other keeps them', async () => {
    const { postId, images } = await postWithPictures(2);
    expect((await remove(t.app, parentToken, `/api/blackboard/${postId}/image/${images[0]!.id}`)).statusCode).toBe(200);
    await expectGone(images[0]!.file_id);
    expect(await stored(images[1]!.file_id)).toMatchObject({ tombstone: false });
    expect(await served(parentToken, images[1]!.file_id)).toBe(200);
  });

  it("a deleted news item's PDF loses its bytes and reaches devices as a tombstone", async () => {
    const { id, fileId } = await newsWithAttachment(pdfWithMark().pdf);
    const { cursor } = await pullAll(t.app, parentToken);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/staff/news/${id}`, headers: bearer(staffToken) })).statusCode,
    ).toBe(200);
    await expectGone(fileId);
    const later = await pullAll(t.app, parentToken, { cursor });
    expect(tombstonesOf(later.pages, 'files')).toContain(fileId);
  });

  it("a deleted event's PDF leaves no piece in the store", async () => {
    const fileId = await uploadAttachment(pdfWithMark().pdf);
    const id = await createEvent(t.database.db, t.fixture);
    await t.database.db.update(events).set({ attachmentFileId: fileId }).where(eq(events.id, id));
    expect((await stored(fileId)).chunks).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/staff/event/${id}`, headers: bearer(staffToken) })).statusCode,
    ).toBe(200);
    await expectGone(fileId);
  });

  it('a signature loses its bytes when the parent withdraws the answer', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
    const signed = await answer(
      t.app,
      parentToken,
      { kind: 'news', id },
      { child_id: t.fixture.children.mia.id, signature: signatureDataUrl() },
    );
    const fileId = signed.json().signature.id as string;
    expect((await stored(fileId)).chunks).toBeGreaterThan(0);
    expect(
      (
        await answer(
          t.app,
          parentToken,
          { kind: 'news', id, action: 'cancel' },
          { child_id: t.fixture.children.mia.id },
        )
      ).statusCode,
    ).toBe(200);
    await expectGone(fileId);
  });

  it('a deleted account takes the pieces of the pictures it posted', async () => {
    const family = await createFixture(t.database.db);
    const token = await signInAs(t.app, family.parent.username, knownPassword);
    const created = (
      await createPost(t.app, token, family.kindergarten.id, {}, [{ name: 'weg.png', data: png(7, 5) }])
    ).json();
    const fileId = created.images[0].file_id as string;
    expect((await stored(fileId)).chunks).toBeGreaterThan(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(token),
      payload: { password: knownPassword },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await stored(fileId)).toEqual({ chunks: 0, tombstone: true });
  });

  it('the purge at start and every hour removes bytes whose owner went by another path', async () => {
    const { postId, images } = await postWithPictures(1);
    await t.database.db.update(blackboardPosts).set({ deletedAt: new Date() }).where(eq(blackboardPosts.id, postId));
    expect(await stored(images[0]!.file_id)).toMatchObject({ tombstone: false });
    expect(await createRepositories(t.database.db).files.purgeUnowned()).toBeGreaterThanOrEqual(1);
    await expectGone(images[0]!.file_id);
    expect(await createRepositories(t.database.db).files.purgeUnowned()).toBe(0);
  });

  it('keeps an uploaded attachment that no item uses yet, and the files of live owners', async () => {
    const draftAttachment = await uploadAttachment(pdfWithMark().pdf);
    const { images } = await postWithPictures(1);
    await createRepositories(t.database.db).files.purgeUnowned();
    for (const id of [draftAttachment, images[0]!.file_id])
      expect(await stored(id)).toMatchObject({ tombstone: false });
  });

  it('a backup taken after the deletion does not hold the bytes', async () => {
    const { mark, pdf } = pdfWithMark();
    const { id } = await newsWithAttachment(pdf);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/staff/news/${id}`, headers: bearer(staffToken) })).statusCode,
    ).toBe(200);
    if (!t.databaseUrl) {
      // The embedded database is backed up the way the CLI does it, with the app stopped and the directory unlocked.
      await t.app.close();
      await t.database.close();
      t.database.close = async () => {};
    }
    const file = path.join(t.dataDir, 'after-delete.backup');
    await backup({ dataDir: t.dataDir, databaseUrl: t.databaseUrl }, file);
    const contents = t.databaseUrl
      ? execFileSync('pg_restore', ['--data-only', '--table=files', '--table=file_chunks', '-f', '-', file]).toString(
          'latin1',
        )
      : gunzipSync(fs.readFileSync(file)).toString('latin1');
    expect(contents.length).toBeGreaterThan(0);
    expect({ raw: contents.includes(mark), hex: contents.includes(Buffer.from(mark).toString('hex')) }).toEqual({
      raw: false,
      hex: false,
    });
  });
});
