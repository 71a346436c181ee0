import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blackboardPosts, confirmations, files } from '../../server/db/schema/index.ts';
import { loadEnv } from '../../server/env.ts';
import { addAdmin, createPost, jpeg, multipart, postForm, remove } from './support/blackboard-helpers.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { answer, createNews, signatureDataUrl } from './support/publication-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const quotaBytes = 256 * 1024;

/** A PDF by its bytes of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

describe('FILES_QUOTA_MB', () => {
  it('is a positive number of megabytes, or unset when empty', () => {
    expect(loadEnv({}).FILES_QUOTA_MB).toBeUndefined();
    expect(loadEnv({ FILES_QUOTA_MB: ' ' }).FILES_QUOTA_MB).toBeUndefined();
    expect(loadEnv({ FILES_QUOTA_MB: '1.5' }).FILES_QUOTA_MB).toBe(1.5);
    for (const wrong of ['0', '-2', 'viel']) expect(() => loadEnv({ FILES_QUOTA_MB: wrong })).toThrow('FILES_QUOTA_MB');
  });
});

describe.each(databaseTargets())("a kindergarten's stored files stay within FILES_QUOTA_MB (%s)", (target) => {
  const t = useTestApp(target, { env: { FILES_QUOTA_MB: String(quotaBytes / 1024 / 1024) } });
  const tokens = { parent: '', staff: '', admin: '' };
  let photo: Buffer;
  beforeAll(async () => {
    photo = await jpeg();
    const admin = await addAdmin(t.database.db, t.fixture);
    tokens.parent = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    tokens.staff = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    tokens.admin = await signInAs(t.app, admin.username, knownPassword);
  });

  const storage = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/storage', headers: bearer(tokens.admin) });
    expect(response.statusCode).toBe(200);
    return response.json().storage as {
      pictures: number;
      pdfs: number;
      signatures: number;
      total: number;
      limit: number | null;
    };
  };
  const liveSize = async (id: string) =>
    (await t.database.db.select({ size: files.size }).from(files).where(eq(files.id, id)))[0]!.size;
  /** A picture with the thumbnail stored beside it. */
  const pictureSize = async (id: string) => {
    const [row] = await t.database.db
      .select({ size: files.size, thumbnailId: files.thumbnailId })
      .from(files)
      .where(eq(files.id, id));
    return row!.size + (row!.thumbnailId ? await liveSize(row!.thumbnailId) : 0);
  };
  const fileCount = async (kindergartenId = t.fixture.kindergarten.id) =>
    (await t.database.db.select({ n: count() }).from(files).where(eq(files.kindergartenId, kindergartenId)))[0]!.n;
  const uploadPdf = async (token: string, pdf: Buffer) => {
    const upload = await multipart({}, [
      { field: 'file', name: 'Elternbrief.pdf', data: pdf, type: 'application/pdf' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/staff/attachments',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
  };
  const sign = async (child = t.fixture.children.mia.id) => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
    return {
      id,
      response: await answer(
        t.app,
        tokens.parent,
        { kind: 'news', id },
        { child_id: child, signature: signatureDataUrl() },
      ),
    };
  };
  const refusedFor = (field: string) => ({
    code: 'storage_quota_exceeded',
    errors: { [field]: [expect.stringContaining('storage limit of 0.3 MB')] },
  });

  it('counts live pictures, PDFs and signatures apart, and a deleted post no longer', async () => {
    const post = await createPost(t.app, tokens.parent, t.fixture.kindergarten.id, {}, [
      { name: 'garten.jpg', data: photo, type: 'image/jpeg' },
    ]);
    expect(post.statusCode).toBe(200);
    const pdf = await uploadPdf(tokens.staff, pdfOf(20_000));
    expect(pdf.statusCode).toBe(200);
    const signed = await sign();
    expect(signed.response.statusCode).toBe(200);

    const picture = await pictureSize(post.json().images[0].file_id);
    const signature = await liveSize(signed.response.json().signature.id);
    expect(picture).toBeGreaterThan(0);
    expect(signature).toBeGreaterThan(0);
    expect(await storage()).toEqual({
      pictures: picture,
      pdfs: 20_000,
      signatures: signature,
      total: picture + 20_000 + signature,
      limit: quotaBytes,
    });

    expect((await remove(t.app, tokens.parent, `/api/blackboard/${post.json().post.id}`)).statusCode).toBe(200);
    expect(await storage()).toMatchObject({
      pictures: 0,
      pdfs: 20_000,
      signatures: signature,
      total: 20_000 + signature,
    });
  });

  it('refuses a PDF, a picture and a signature that would go over, storing nothing, and accepts what still fits', async () => {
    const room = quotaBytes - (await storage()).total;
    // Fills the kindergarten to the byte: the limit itself is allowed.
    expect((await uploadPdf(tokens.staff, pdfOf(room))).statusCode).toBe(200);
    expect((await storage()).total).toBe(quotaBytes);
    const before = await fileCount();

    const pdf = await uploadPdf(tokens.staff, pdfOf(100));
    expect([pdf.statusCode, pdf.json()]).toEqual([422, expect.objectContaining(refusedFor('file'))]);

    const postId = randomUUID();
    const post = await createPost(t.app, tokens.parent, t.fixture.kindergarten.id, { id: postId }, [
      { name: 'garten.jpg', data: photo, type: 'image/jpeg' },
    ]);
    expect([post.statusCode, post.json()]).toEqual([422, expect.objectContaining(refusedFor('images'))]);
    expect(await t.database.db.select().from(blackboardPosts).where(eq(blackboardPosts.id, postId))).toEqual([]);

    // A post without pictures takes no room; a picture added to it does.
    const textOnly = await createPost(t.app, tokens.parent, t.fixture.kindergarten.id);
    expect(textOnly.statusCode).toBe(200);
    const added = await postForm(t.app, tokens.parent, `/api/blackboard/${textOnly.json().post.id}/image`, {}, [
      { field: 'image', name: 'a.jpg', data: photo, type: 'image/jpeg' },
    ]);
    expect([added.statusCode, added.json()]).toEqual([422, expect.objectContaining(refusedFor('image'))]);

    const signed = await sign(t.fixture.children.mia.id);
    expect([signed.response.statusCode, signed.response.json()]).toEqual([
      422,
      expect.objectContaining(refusedFor('signature')),
    ]);
    expect(
      await t.database.db
        .select()
        .from(confirmations)
        .where(and(eq(confirmations.newsId, signed.id), isNull(confirmations.deletedAt))),
    ).toEqual([]);

    expect(await fileCount()).toBe(before);
    expect((await storage()).total).toBe(quotaBytes);
  });

  it('keeps the quota per kindergarten: a full one does not hold back another', async () => {
    const other: Fixture = await createFixture(t.database.db);
    const otherStaff = await signInAs(t.app, other.staff.username, knownPassword);
    const uploaded = await uploadPdf(otherStaff, pdfOf(200_000));
    expect(uploaded.statusCode).toBe(200);
    expect(await fileCount(other.kindergarten.id)).toBe(1);
    expect((await uploadPdf(otherStaff, pdfOf(100_000))).json()).toMatchObject({ code: 'storage_quota_exceeded' });
    expect((await storage()).total).toBe(quotaBytes);
  });
});
