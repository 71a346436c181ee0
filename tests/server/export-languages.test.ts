import { beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { knownPassword } from './support/fixture.ts';
import { pdfText } from './support/pdf-text.ts';
import { answer, createEvent, createNews, get, signatureDataUrl } from './support/publication-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe.each(databaseTargets())("exports in the reader's language and script (%s)", (target) => {
  const t = useTestApp(target);
  const tokens = {} as Record<'tr' | 'el' | 'ru' | 'en' | 'elifParent' | 'eleniParent', string>;
  let itemId: string;

  beforeAll(async () => {
    const { kindergartens, users } = createRepositories(t.database.db);
    const child = (firstName: string, lastName: string) =>
      kindergartens.createChild({
        kindergartenId: t.fixture.kindergarten.id,
        groupId: t.fixture.group.id,
        firstName,
        lastName,
      });
    const person = async (key: string, role: 'parent' | 'staff', language: string, name: string) => {
      const user = await users.create({
        kindergartenId: t.fixture.kindergarten.id,
        username: `${key}-${t.fixture.tag}@export.example`,
        passwordHash: t.fixture.staff.passwordHash,
        role,
        language,
        name,
      });
      return { user, token: await signInAs(t.app, user.username, knownPassword) };
    };
    const ayse = await child('Ayşe', 'Yılmaz');
    const nikos = await child('Νίκος', 'Παπαδόπουλος');
    const maria = await child('Мария', 'Иванова');
    const elif = await person('elif', 'parent', 'tr', 'Elif Yılmaz');
    const eleni = await person('eleni', 'parent', 'el', 'Ελένη Παπαδοπούλου');
    const olga = await person('olga', 'parent', 'ru', 'Ольга Иванова');
    await users.addGuardian(elif.user.id, ayse.id);
    await users.addGuardian(eleni.user.id, nikos.id);
    await users.addGuardian(olga.user.id, maria.id);
    tokens.elifParent = elif.token;
    tokens.eleniParent = eleni.token;
    for (const language of ['tr', 'el', 'ru', 'en'] as const)
      tokens[language] = (await person(`staff-${language}`, 'staff', language, `Team ${language}`)).token;

    itemId = await createNews(t.database.db, t.fixture, {
      title: 'Gezi – Εκδρομή – Экскурсия',
      groupIds: [t.fixture.group.id],
      requiresSignature: true,
      questions: [{ id: 'photo', kind: 'yes_no', label: 'Foto?' }],
    });
    await answer(
      t.app,
      elif.token,
      { kind: 'news', id: itemId },
      { child_id: ayse.id, answers: { photo: true }, feedback: 'Teşekkürler 🦄 你好', signature: signatureDataUrl() },
    );
    await answer(
      t.app,
      eleni.token,
      { kind: 'news', id: itemId, action: 'cancel' },
      { child_id: nikos.id, answers: { photo: false } },
    );
  });

  it("prints the answers PDF in the staff member's language with Turkish, Greek and Cyrillic names as written", async () => {
    const expected = {
      tr: [
        'Yanıtlar: Gezi – Εκδρομή – Экскурсия',
        'Ayşe Yılmaz (Igel): Onaylandı',
        'Veli: Elif Yılmaz',
        'Henüz yanıt yok',
      ],
      el: ['Απαντήσεις: Gezi', 'Νίκος Παπαδόπουλος (Igel): Ακυρώθηκε', 'Γονέας: Ελένη Παπαδοπούλου'],
      ru: ['Ответы: Gezi', 'Мария Иванова (Igel) – Ольга Иванова', 'Ещё нет ответа'],
    };
    for (const [language, lines] of Object.entries(expected)) {
      const response = await get(
        t.app,
        tokens[language as keyof typeof expected],
        `/api/staff/news/${itemId}/answers.pdf`,
      );
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      for (const line of lines) expect(text).toContain(line);
      // The font is embedded as a subset: a few letters, not the whole 1.4 MB of both weights (the signature is ~10 KB).
      expect(response.rawPayload.length).toBeLessThan(120_000);
    }
  });

  it('replaces what the font cannot draw (CJK, most emoji) by "?" and still delivers the PDF', async () => {
    const text = await pdfText((await get(t.app, tokens.tr, `/api/staff/news/${itemId}/answers.pdf`)).rawPayload);
    expect(text).toContain('Mesaj: Teşekkürler ? ??');
  });

  it("writes the answers CSV with headers, status and yes/no in the staff member's language", async () => {
    const turkish = await get(t.app, tokens.tr, `/api/staff/news/${itemId}/answers.csv`);
    expect(turkish.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(turkish.body);
    // Turkish Excel splits at ";" (its decimal mark is a comma).
    expect(lines[0]).toBe('Çocuk;Grup;Veli;Yanıt;Yanıt zamanı;Mesaj;Foto?;İmzalandı');
    const answered = (await get(t.app, tokens.tr, `/api/staff/news/${itemId}/answers`)).json().answers as {
      answered_at: string;
      child: { first_name: string };
    }[];
    const ayseAt = new Date(answered.find((entry) => entry.child.first_name === 'Ayşe')!.answered_at)
      .toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' })
      .slice(0, 16);
    expect(lines).toContain(`Ayşe Yılmaz;Igel;Elif Yılmaz;Onaylandı;${ayseAt};Teşekkürler 🦄 你好;Evet;Evet`);
    expect(lines.find((line) => line.startsWith('Νίκος Παπαδόπουλος;'))).toMatch(
      /;Ελένη Παπαδοπούλου;İptal edildi;\d{4}-\d\d-\d\d \d\d:\d\d;;Hayır;Hayır$/,
    );
    expect(lines).toContain('Мария Иванова;Igel;Ольга Иванова;Henüz yanıt yok;;;;Hayır');

    const english = csvLines((await get(t.app, tokens.en, `/api/staff/news/${itemId}/answers.csv`)).body);
    expect(english[0]).toBe('Child,Group,Guardian,Answer,Answered at,Feedback,Foto?,Signed');
    expect(english).toContain('Мария Иванова,Igel,Ольга Иванова,Not answered yet,,,,No');
  });

  it('names the downloads after the item in its own script, with an ASCII name for older clients', async () => {
    const csv = await get(t.app, tokens.el, `/api/staff/news/${itemId}/answers.csv`);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="Gezi.csv"; filename*=UTF-8''${encodeURIComponent('Gezi – Εκδρομή – Экскурсия – Απαντήσεις.csv')}`,
    );
  });

  it('prints the receipt for a Greek-reading parent in Greek, the child and the event as written', async () => {
    const id = await createEvent(t.database.db, t.fixture, {
      title: 'Γιορτή – Праздник – Şenlik',
      location: 'Αυλή',
      groupIds: [t.fixture.group.id],
      startsAt: new Date('2031-06-20T07:30:00Z'),
      endsAt: null,
      deadline: null,
    });
    const nikos = (await get(t.app, tokens.el, `/api/staff/event/${id}/answers`))
      .json()
      .pending.find((entry: { child: { first_name: string } }) => entry.child.first_name === 'Νίκος').child
      .id as string;
    await answer(t.app, tokens.eleniParent, { kind: 'event', id }, { child_id: nikos, feedback: 'Ευχαριστούμε' });
    const text = await pdfText((await get(t.app, tokens.eleniParent, `/api/event/${id}/receipt.pdf`)).rawPayload);
    for (const expected of [
      'Αποδεικτικό απάντησης',
      'Εκδήλωση: Γιορτή – Праздник – Şenlik',
      'Παρασκευή 20 Ιουνίου 2031',
      'Τοποθεσία:\nΑυλή',
      'Παιδί:\nΝίκος',
      'Επιβεβαιώθηκε',
      'Ευχαριστούμε',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
