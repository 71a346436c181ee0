import { PDFDocument } from 'pdf-lib';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { news } from '../../server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createFixture, knownPassword } from './support/fixture.ts';
import { pdfText } from './support/pdf-text.ts';
import { answer, createNews, get, signatureDataUrl } from './support/publication-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('GET /api/news, /api/news/{id} and the receipt (%s)', (target) => {
  const t = useTestApp(target);
  const parentToken = () => signInAs(t.app, t.fixture.parent.username, knownPassword);
  const staffToken = () => signInAs(t.app, t.fixture.staff.username, knownPassword);
  const idsIn = (body: { news: { id: string }[] }) => body.news.map((row) => row.id);

  it('lists the published news a parent may see, newest first; staff also see drafts', async () => {
    const elsewhere = await createFixture(t.database.db);
    const older = await createNews(t.database.db, t.fixture, { title: 'Älter' });
    await t.database.db
      .update(news)
      .set({ publishedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(news.id, older));
    const newer = await createNews(t.database.db, t.fixture, { title: 'Neuer' });
    const forGroup = await createNews(t.database.db, t.fixture, { groupIds: [t.fixture.group.id] });
    const draft = await createNews(t.database.db, t.fixture, { published: false });
    const otherKindergarten = await createNews(t.database.db, elsewhere);
    const forOtherGroup = await createNews(t.database.db, t.fixture, {
      groupIds: [
        (
          await createRepositories(t.database.db).kindergartens.createGroup({
            kindergartenId: t.fixture.kindergarten.id,
            name: 'Bären',
          })
        ).id,
      ],
    });

    const parentIds = idsIn((await get(t.app, await parentToken(), '/api/news')).json());
    expect(parentIds.filter((id) => [older, newer, forGroup].includes(id))).toEqual([forGroup, newer, older]);
    expect(parentIds).not.toContain(draft);
    expect(parentIds).not.toContain(otherKindergarten);
    expect(parentIds).not.toContain(forOtherGroup);
    const staffIds = idsIn((await get(t.app, await staffToken(), '/api/news')).json());
    expect(staffIds[0]).toBe(draft);
    expect(staffIds).toEqual(expect.arrayContaining([forOtherGroup, forGroup, newer, older]));
    expect(staffIds).not.toContain(otherKindergarten);
  });

  it('answers one item with its attachment and the own answers', async () => {
    const { files } = createRepositories(t.database.db);
    const pdf = await files.insert({
      id: uuidv7(),
      kindergartenId: t.fixture.kindergarten.id,
      ownerId: t.fixture.staff.id,
      mime: 'application/pdf',
      name: 'Elternbrief.pdf',
      data: Buffer.from('%PDF-1.4\n%%EOF'),
    });
    const id = await createNews(t.database.db, t.fixture, { title: 'Elternbrief' });
    await t.database.db.update(news).set({ attachmentFileId: pdf.id }).where(eq(news.id, id));
    const token = await parentToken();
    await answer(t.app, token, { kind: 'news', id }, { child_id: t.fixture.children.mia.id });
    const response = await get(t.app, token, `/api/news/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      news: { id, title: 'Elternbrief', attachment_file_id: pdf.id, requires_confirmation: true },
      attachment: { id: pdf.id, mime: 'application/pdf', name: 'Elternbrief.pdf' },
      confirmations: [{ news_id: id, child_id: t.fixture.children.mia.id, status: 'confirmed' }],
    });
  });

  it('answers 404 for news of another kindergarten, of another group, a draft, and 422 for a malformed id', async () => {
    const elsewhere = await createFixture(t.database.db);
    const token = await parentToken();
    const hidden = [
      await createNews(t.database.db, elsewhere),
      await createNews(t.database.db, t.fixture, { groupIds: [elsewhere.group.id] }),
      await createNews(t.database.db, t.fixture, { published: false }),
    ];
    for (const id of hidden) {
      for (const url of [
        `/api/news/${id}`,
        `/api/news/${id}/is-confirmed`,
        `/api/news/feedback/${id}`,
        `/api/news/${id}/receipt.pdf`,
      ]) {
        expect((await get(t.app, token, url)).statusCode, url).toBe(404);
      }
    }
    expect((await get(t.app, token, '/api/news/not-an-id')).statusCode).toBe(422);
  });

  it('makes a receipt PDF with the item, the answer per child, the answers to questions and the signature', async () => {
    const id = await createNews(t.database.db, t.fixture, {
      title: 'Einverständnis Fototag',
      requiresSignature: true,
      questions: [
        { id: 'siblings', kind: 'yes_no', label: 'Geschwisterfoto?' },
        { id: 'notes', kind: 'text', label: 'Hinweise' },
      ],
    });
    const token = await parentToken();
    await answer(
      t.app,
      token,
      { kind: 'news', id },
      {
        child_id: t.fixture.children.mia.id,
        signature: signatureDataUrl(),
        feedback: 'Bitte mit Brille',
        answers: { siblings: true, notes: 'Keine' },
      },
    );
    const response = await get(t.app, token, `/api/news/${id}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Einverstandnis-Fototag.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe('Einverständnis Fototag');
    const text = await pdfText(response.rawPayload);
    // The fixture's parent reads Turkish.
    for (const expected of [
      'Yanıt belgesi',
      t.fixture.kindergarten.name,
      'Haber: Einverständnis Fototag',
      'Mia',
      'Onaylandı',
      'Geschwisterfoto?',
      'Evet',
      'Bitte mit Brille',
      'İmza:',
    ]) {
      expect(text).toContain(expected);
    }
    expect(Buffer.from(response.rawPayload).toString('latin1')).toContain('/Subtype /Image');
  });

  it('writes German labels for a German user and the title in its own scripts', async () => {
    const id = await createNews(t.database.db, t.fixture, { title: 'Ağaç dikme – Посадка деревьев' });
    const text = await pdfText((await get(t.app, await staffToken(), `/api/news/${id}/receipt.pdf`)).rawPayload);
    expect(text).toContain('Rückmeldebestätigung');
    expect(text).toContain('Es liegt noch keine Rückmeldung vor.');
    expect(text).toContain('Neuigkeit: Ağaç dikme – Посадка деревьев');
  });
});
