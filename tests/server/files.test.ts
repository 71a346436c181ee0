import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { blackboardImages, blackboardPosts, confirmations, news } from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createPost, multipart, png, postForm } from './support/blackboard-helpers.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { answer, createNews, signatureDataUrl } from './support/publication-helpers.ts';
import { idsOf, pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('GET /api/files/{id} (%s)', (target) => {
  const t = useTestApp(target);
  const bytes = png(5, 4);
  let parentToken: string;
  let fileId: string;
  let elsewhere: Fixture;
  beforeAll(async () => {
    parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const created = await createPost(t.app, parentToken, t.fixture.kindergarten.id, {}, [
      { name: 'Sommerfest ü (1).png', data: bytes },
    ]);
    fileId = created.json().files[0].id;
    elsewhere = await createFixture(t.database.db);
  });
  const fetchFile = async (token: string, id = fileId, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { ...bearer(token), ...headers } });

  it('serves the bytes with a strong ETag, immutable private caching and safe headers', async () => {
    const response = await fetchFile(await signInAs(t.app, t.fixture.staff.username, knownPassword));
    expect(response.statusCode).toBe(200);
    // The server stores its own re-encoding of the picture, so the tag is that of the bytes served.
    expect(response.headers).toMatchObject({
      etag: `"${createHash('sha256').update(response.rawPayload).digest('hex')}"`,
      'cache-control': 'private, max-age=31536000, immutable',
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-disposition': "inline; filename*=UTF-8''Sommerfest%20%C3%BC%20%281%29.jpg",
    });
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 304 without a body when the client holds the same version', async () => {
    const etag = (await fetchFile(parentToken)).headers.etag as string;
    const again = await fetchFile(parentToken, fileId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect((await fetchFile(parentToken, fileId, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  /** The SQL on `table` the app sends while `work` runs, seen through drizzle's query logger. */
  const queriesDuring = async (table: string, work: () => Promise<unknown>) => {
    const session = (t.database.db as unknown as { session: { logger: { logQuery: (query: string) => void } } })
      .session;
    const logger = session.logger;
    const seen: string[] = [];
    session.logger = { logQuery: (query) => void seen.push(query) };
    try {
      await work();
    } finally {
      session.logger = logger;
    }
    return seen.filter((query) => query.includes(`"${table}"`));
  };

  it('answers 304 from the metadata alone, without reading the bytes', async () => {
    const etag = (await fetchFile(parentToken)).headers.etag as string;
    const during304 = () =>
      expect(fetchFile(parentToken, fileId, { 'if-none-match': etag })).resolves.toMatchObject({ statusCode: 304 });
    expect((await queriesDuring('files', during304)).length).toBeGreaterThan(0);
    expect(await queriesDuring('file_chunks', during304)).toEqual([]);
  });

  describe('Range', () => {
    let whole: Buffer;
    beforeAll(async () => {
      whole = (await fetchFile(parentToken)).rawPayload;
    });

    it('answers 206 with the asked slice, from the start, to the end, or the last bytes', async () => {
      const size = whole.length;
      expect((await fetchFile(parentToken)).headers['accept-ranges']).toBe('bytes');
      for (const [range, from, to] of [
        ['bytes=10-19', 10, 19],
        ['bytes=20-', 20, size - 1],
        ['bytes=-5', size - 5, size - 1],
        [`bytes=0-${size + 100}`, 0, size - 1],
      ] as const) {
        const response = await fetchFile(parentToken, fileId, { range });
        expect({ range, status: response.statusCode, contentRange: response.headers['content-range'] }).toEqual({
          range,
          status: 206,
          contentRange: `bytes ${from}-${to}/${size}`,
        });
        expect(response.headers['content-length']).toBe(String(to - from + 1));
        expect(response.rawPayload.equals(whole.subarray(from, to + 1))).toBe(true);
      }
    });

    it('reads only the slice from the store', async () => {
      const chunkQueries = await queriesDuring('file_chunks', async () =>
        expect((await fetchFile(parentToken, fileId, { range: 'bytes=2-5' })).statusCode).toBe(206),
      );
      expect(chunkQueries.length).toBeGreaterThan(0);
      expect(chunkQueries.every((query) => /substring\(/i.test(query))).toBe(true);
    });

    it('answers 416 naming the size when no byte of the range exists', async () => {
      const response = await fetchFile(parentToken, fileId, { range: `bytes=${whole.length}-` });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${whole.length}`);
    });

    it('sends the whole file for a range it does not serve, or an If-Range for another version', async () => {
      for (const headers of [
        { range: 'bytes=0-1,4-5' },
        { range: 'items=0-1' },
        { range: 'bytes=0-3', 'if-range': '"other"' },
      ] as Record<string, string>[]) {
        const response = await fetchFile(parentToken, fileId, headers);
        expect({ headers, status: response.statusCode }).toEqual({ headers, status: 200 });
        expect(response.rawPayload.equals(whole)).toBe(true);
      }
      const etag = (await fetchFile(parentToken)).headers.etag as string;
      expect((await fetchFile(parentToken, fileId, { range: 'bytes=0-3', 'if-range': etag })).statusCode).toBe(206);
    });
  });

  it('answers 404 to other kindergartens and unknown ids, 401 without a token', async () => {
    for (const user of [elsewhere.parent, elsewhere.staff]) {
      expect((await fetchFile(await signInAs(t.app, user.username, knownPassword))).statusCode).toBe(404);
    }
    expect((await fetchFile(parentToken, uuidv7())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(401);
  });

  it("follows the sync rule: a parent never gets another family's own file, staff do", async () => {
    const other = await addSecondFamily(t.database.db, t.fixture);
    const signature = await createRepositories(t.database.db).files.insert({
      id: uuidv7(),
      kindergartenId: t.fixture.kindergarten.id,
      ownerId: other.id,
      mime: 'image/png',
      name: 'signature.png',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      width: 5,
      height: 4,
      data: bytes,
    });
    expect((await fetchFile(parentToken, signature.id)).statusCode).toBe(404);
    expect((await fetchFile(await signInAs(t.app, other.username, knownPassword), signature.id)).statusCode).toBe(200);
    expect(
      (await fetchFile(await signInAs(t.app, t.fixture.staff.username, knownPassword), signature.id)).statusCode,
    ).toBe(200);
  });

  describe('a file lives only as long as what it belongs to', () => {
    let staffToken: string;
    beforeAll(async () => {
      staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    });
    const statusFor = async (id: string) => [
      (await fetchFile(parentToken, id)).statusCode,
      (await fetchFile(staffToken, id)).statusCode,
    ];

    it("stops serving a news item's PDF once staff delete the item, and stops syncing it", async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const upload = await multipart({}, [
        { field: 'file', name: 'Elternbrief.pdf', data: pdf, type: 'application/pdf' },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/staff/attachments',
        headers: { ...bearer(staffToken), ...upload.headers },
        payload: upload.payload,
      });
      const attachmentId = uploaded.json().file.id;
      const id = await createNews(t.database.db, t.fixture);
      await t.database.db.update(news).set({ attachmentFileId: attachmentId }).where(eq(news.id, id));
      expect(await statusFor(attachmentId)).toEqual([200, 200]);
      expect(idsOf((await pullAll(t.app, parentToken)).pages, 'files')).toContain(attachmentId);

      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/staff/news/${id}`, headers: bearer(staffToken) }))
          .statusCode,
      ).toBe(200);
      expect(await statusFor(attachmentId)).toEqual([404, 404]);
      expect(idsOf((await pullAll(t.app, parentToken)).pages, 'files')).not.toContain(attachmentId);
    });

    it('stops serving a board picture whose post or image row is gone, even where the file row was left live', async () => {
      const created = (
        await createPost(t.app, parentToken, t.fixture.kindergarten.id, {}, [
          { name: 'a.png', data: bytes },
          { name: 'b.png', data: bytes },
        ])
      ).json();
      const [first, second] = created.images as { id: string; file_id: string }[];
      expect(await statusFor(first!.file_id)).toEqual([200, 200]);
      await t.database.db
        .update(blackboardImages)
        .set({ deletedAt: new Date() })
        .where(eq(blackboardImages.id, first!.id));
      expect(await statusFor(first!.file_id)).toEqual([404, 404]);
      expect(await statusFor(second!.file_id)).toEqual([200, 200]);
      await t.database.db
        .update(blackboardPosts)
        .set({ deletedAt: new Date() })
        .where(eq(blackboardPosts.id, created.post.id));
      expect(await statusFor(second!.file_id)).toEqual([404, 404]);
    });

    it('stops serving a signature whose answer was withdrawn or whose item was deleted', async () => {
      const signedFor = async () => {
        const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
        const signed = await answer(
          t.app,
          parentToken,
          { kind: 'news', id },
          { child_id: t.fixture.children.mia.id, signature: signatureDataUrl() },
        );
        return {
          id,
          confirmation: signed.json().confirmation.id as string,
          file: signed.json().signature.id as string,
        };
      };
      const withdrawn = await signedFor();
      expect(await statusFor(withdrawn.file)).toEqual([200, 200]);
      await t.database.db
        .update(confirmations)
        .set({ deletedAt: new Date() })
        .where(eq(confirmations.id, withdrawn.confirmation));
      expect(await statusFor(withdrawn.file)).toEqual([404, 404]);

      const itemGone = await signedFor();
      await t.database.db.update(news).set({ deletedAt: new Date() }).where(eq(news.id, itemGone.id));
      expect(await statusFor(itemGone.file)).toEqual([404, 404]);
    });
  });

  describe('stored names', () => {
    const nameOf = (response: { json: () => { files: { name: string }[] } }) =>
      response
        .json()
        .files.map((file) => file.name)
        .sort();

    it('take their extension from the detected type and lose control and bidi characters', async () => {
      const created = await createPost(t.app, parentToken, t.fixture.kindergarten.id, {}, [
        { name: 'poly.html', data: bytes },
        { name: 'photo\u202Egnp.exe', data: bytes },
        { name: 'Ferien\u200F 2024\u0085', data: bytes },
        { name: '\u2066\u2069', data: bytes },
      ]);
      expect(created.statusCode).toBe(200);
      expect(nameOf(created)).toEqual(['Ferien 2024.jpg', 'image.jpg', 'photognp.jpg', 'poly.jpg']);
      const post = created.json().post;
      const added = await postForm(t.app, parentToken, `/api/blackboard/${post.id}/image`, {}, [
        { field: 'image', name: 'x\u202Egpj.svg', data: bytes },
      ]);
      expect(added.json().files.map((file: { name: string }) => file.name)).toContain('xgpj.jpg');
    });

    it('give PDF attachments the same treatment', async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const upload = await multipart({}, [
        { field: 'file', name: 'Brief\u202Efdp.exe', data: pdf, type: 'application/pdf' },
      ]);
      const staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/staff/attachments',
        headers: { ...bearer(staffToken), ...upload.headers },
        payload: upload.payload,
      });
      expect(uploaded.json().file.name).toBe('Brieffdp.pdf');
    });

    it('are cleaned in Content-Disposition too, for names an older version stored', async () => {
      const stored = await createRepositories(t.database.db).files.insert({
        id: uuidv7(),
        kindergartenId: t.fixture.kindergarten.id,
        ownerId: t.fixture.parent.id,
        mime: 'image/png',
        name: 'photo\u202Egnp.html',
        data: bytes,
      });
      const response = await fetchFile(await signInAs(t.app, t.fixture.staff.username, knownPassword), stored.id);
      expect(response.headers['content-disposition']).toBe("inline; filename*=UTF-8''photognp.png");
    });
  });
});
