import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicationLimits } from '#contract/publication-rules';
import { confirmations, files } from '../../server/db/schema/index.ts';
import { openImage } from '../../server/files/decode-image.ts';
import { printableImage } from '../../server/publications/receipt/printable-image.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { createPost, postForm } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { pngBomb, realImage } from './support/image-bombs.ts';
import { answer, createNews, get } from './support/publication-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';
import { storedBytes } from './support/stored-bytes.ts';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

describe.each(databaseTargets())('images the server accepts are decoded with a pixel limit (%s)', (target) => {
  const t = useTestApp(target);
  let parentToken: string;
  let staffToken: string;
  beforeAll(async () => {
    parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
  });
  const mia = () => t.fixture.children.mia.id;
  const storedFile = async (id: string) => ({
    ...(await t.database.db.select().from(files).where(eq(files.id, id)))[0]!,
    data: await storedBytes(t.database.db, id),
  });

  it('refuses a signature whose header claims 8000 × 8000 pixels with 422 signature_invalid, and stores nothing', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
    const response = await answer(
      t.app,
      parentToken,
      { kind: 'news', id },
      { child_id: mia(), signature: dataUrl(pngBomb(8000, 8000)) },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'signature_invalid', errors: { signature: [expect.any(String)] } });
    expect(await t.database.db.select().from(confirmations).where(eq(confirmations.newsId, id))).toHaveLength(0);
  });

  it('refuses a signature that claims a modest size but does not decode', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
    const response = await answer(
      t.app,
      parentToken,
      { kind: 'news', id },
      { child_id: mia(), signature: dataUrl(pngBomb(900, 300)) },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('signature_invalid');
  });

  it('stores a signature re-encoded as a PNG that fits 1200 × 400 (never enlarged), without its metadata', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
    const drawn = await sharp(await realImage('png', 2400, 600))
      .withExif({ IFD0: { ImageDescription: 'Musterstraße 1' } })
      .png()
      .toBuffer();
    expect((await sharp(drawn).metadata()).exif).toBeDefined();
    const response = await answer(
      t.app,
      parentToken,
      { kind: 'news', id },
      { child_id: mia(), signature: dataUrl(drawn) },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().signature).toMatchObject({ mime: 'image/png', width: 1200, height: 300 });
    const stored = await storedFile(response.json().signature.id);
    const metadata = await sharp(Buffer.from(stored.data)).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.size).toBe(stored.data.length);
    // A smaller canvas keeps its size.
    const small = await answer(
      t.app,
      parentToken,
      { kind: 'news', id },
      { child_id: mia(), signature: dataUrl(await realImage('png', 600, 200)) },
    );
    expect(small.json().signature).toMatchObject({ width: 600, height: 200 });
  });

  it('refuses a board picture that claims fewer pixels than the limit but does not decode (a bomb a phone would choke on)', async () => {
    const bomb = { name: 'bomb.png', data: pngBomb(7000, 7000) };
    const created = await createPost(t.app, parentToken, t.fixture.kindergarten.id, {}, [bomb]);
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ code: 'image_type_not_allowed', errors: { images: [expect.any(String)] } });
    const post = (await createPost(t.app, parentToken, t.fixture.kindergarten.id, {}, [])).json().post;
    const added = await postForm(t.app, parentToken, `/api/blackboard/${post.id}/image`, {}, [
      { field: 'image', ...bomb },
    ]);
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ code: 'image_type_not_allowed', errors: { image: [expect.any(String)] } });
    expect(
      (
        await createPost(t.app, parentToken, t.fixture.kindergarten.id, {}, [
          { name: 'huge.png', data: pngBomb(8000, 8000) },
        ])
      ).json().code,
    ).toBe('image_too_many_pixels');
  });

  /**
   * Asks /api/health back to back until `work` settles, and once more after; the longest wait between two answers.
   * Each round yields to the event loop once (an injected request may settle in microtasks alone, which would starve
   * everything else), so a stall may fall between two requests: the gap between their answers still holds it.
   */
  /** An answer whose signature was stored before bombs were refused, as an older database may hold one. */
  async function answerWithStoredBomb(newsId: string) {
    const bomb = pngBomb(8000, 8000);
    const file = await createRepositories(t.database.db).files.insert({
      id: uuidv7(),
      kindergartenId: t.fixture.kindergarten.id,
      ownerId: t.fixture.parent.id,
      mime: 'image/png',
      name: 'signature.png',
      data: bomb,
      width: 8000,
      height: 8000,
    });
    await t.database.db.insert(confirmations).values({
      id: uuidv7(),
      kindergartenId: t.fixture.kindergarten.id,
      userId: t.fixture.parent.id,
      newsId,
      childId: mia(),
      status: 'confirmed',
      signatureFileId: file.id,
    });
    return bomb;
  }

  it('renders the receipt and the answers list of an answer with a stored bomb, refusing the bomb by its header', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true, title: 'Bombe' });
    const bomb = await answerWithStoredBomb(id);
    // The pixel limit refuses it before anything is allocated or decoded: libvips reads the header only, on its own
    // threads, so the event loop is never held by the 8000 × 8000 pixels.
    await expect((await openImage(bomb, publicationLimits.signatureMaxPixels)).raw().toBuffer()).rejects.toThrow(
      /pixel limit/i,
    );
    expect(await printableImage(bomb)).toBeUndefined();

    const receipt = await get(t.app, parentToken, `/api/news/${id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(Buffer.from(receipt.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(t.app, staffToken, `/api/staff/news/${id}/answers.pdf`)).statusCode).toBe(200);
  });
});
