import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushNotification, PushSender } from '../../server/push/push-sender.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { guardians } from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { answer, signatureDataUrl } from './support/publication-helpers.ts';
import { pdfText } from './support/pdf-text.ts';
import { idsOf, pullAll, tombstonesOf } from './support/sync-helpers.ts';
import { bearer, signInAs, startListeningApp } from './support/test-app.ts';
import { databaseTargets, type TestDatabase } from './support/test-database.ts';

function recordingSender() {
  const calls: { tokens: string[]; notification: PushNotification }[] = [];
  const sender: PushSender = {
    name: 'recording',
    async send(tokens, notification) {
      calls.push({ tokens: [...tokens], notification });
      return tokens.map((token) => ({ token, delivered: true, invalid: false }));
    },
  };
  return { sender, calls };
}

const minimalPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

function multipart(name: string, data: Buffer, mime = 'application/pdf') {
  const boundary = `----kita${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseTargets())('staff publishing and tracking (%s)', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  let elsewhere: Fixture;
  const recording = recordingSender();
  const tokens = {} as { staff: string; admin: string; parent: string; other: string; foreignStaff: string };
  let otherFamily: { id: string };

  const call = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const eventBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Ausflug zum Bauernhof',
    body: 'Wir fahren mit dem Bus.',
    group_ids: [fixture.group.id],
    starts_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    ends_at: null,
    all_day: false,
    location: 'Hof Müller',
    requires_confirmation: true,
    requires_signature: true,
    deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    questions: [
      { id: 'lunch', kind: 'choice', label: 'Mittagessen?', options: ['Fleisch', 'Vegetarisch'], required: true },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    ({ database, app, fixture } = await startListeningApp(target, { pushSender: recording.sender }));
    const db = database.database.db;
    elsewhere = await createFixture(db);
    otherFamily = await addSecondFamily(db, fixture);
    const { users, push } = createRepositories(db);
    const admin = await users.create({
      kindergartenId: fixture.kindergarten.id,
      username: `leitung-${fixture.tag}@x.example`,
      passwordHash: await hashPassword(knownPassword),
      role: 'admin',
      language: 'de',
      name: 'Leitung',
    });
    for (const user of [fixture.parent.id, otherFamily.id]) {
      await push.setPushNotification(user, true);
      await push.saveToken(user, `token-${user}`);
    }
    tokens.staff = await signInAs(app, fixture.staff.username, knownPassword);
    tokens.admin = await signInAs(app, admin.username, knownPassword);
    tokens.parent = await signInAs(app, fixture.parent.username, knownPassword);
    tokens.other = await signInAs(app, `familie-${fixture.tag}@loewenzahn.example`, knownPassword);
    tokens.foreignStaff = await signInAs(app, elsewhere.staff.username, knownPassword);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('refuses every staff call to parents (403), anonymous callers (401) and another kindergarten (404)', async () => {
    const created = await call(tokens.admin, 'POST', '/api/staff/event', eventBody({ title: 'Matrix' }));
    expect(created.statusCode).toBe(200);
    const id = created.json().event.id as string;
    const calls: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['POST', '/api/staff/event', eventBody()],
      ['POST', `/api/staff/event/${id}`, eventBody()],
      ['POST', `/api/staff/event/${id}/publish`],
      ['POST', `/api/staff/event/${id}/unpublish`],
      ['GET', `/api/staff/event/${id}/answers`],
      ['POST', `/api/staff/event/${id}/remind`],
      ['GET', `/api/staff/event/${id}/answers.csv`],
      ['GET', `/api/staff/event/${id}/answers.pdf`],
      ['DELETE', `/api/staff/event/${id}`],
      ['POST', '/api/staff/attachments'],
      ['GET', '/api/staff/absences'],
      [
        'POST',
        '/api/staff/absences',
        { child_id: fixture.children.mia.id, from: '2030-01-01', to: '2030-01-01', reason: 'sick' },
      ],
      ['GET', '/api/staff/menu'],
      ['POST', '/api/staff/menu/days/2030-01-07', { lunch: 'Suppe' }],
      ['DELETE', '/api/staff/menu/days/2030-01-07'],
      ['POST', '/api/staff/menu/copy-week', { week_start: '2030-01-07' }],
      ['POST', '/api/staff/menu/publish-week', { week_start: '2030-01-07' }],
      ['GET', '/api/staff/quiet-hours'],
      ['POST', '/api/staff/quiet-hours', { enabled: true, from: '20:00', until: '07:00' }],
    ];
    for (const [method, url, payload] of calls) {
      const asParent = await call(tokens.parent, method, url, payload);
      expect(asParent.statusCode, `${method} ${url} as parent`).toBe(403);
      expect(asParent.json()).toMatchObject({ code: 'staff_only' });
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    // Another kindergarten's staff: every call about this item (or this kindergarten's child) is 404.
    for (const [method, url, payload] of calls.filter(
      ([, url]) => (url.includes(id) && !url.endsWith(`/event/${id}`)) || url === `/api/staff/event/${id}`,
    )) {
      expect((await call(tokens.foreignStaff, method, url, payload)).statusCode, `${method} ${url} elsewhere`).toBe(
        404,
      );
    }
    expect((await call(tokens.foreignStaff, 'DELETE', `/api/staff/event/${id}`)).statusCode).toBe(404);
    expect(
      (
        await call(tokens.foreignStaff, 'POST', '/api/staff/absences', {
          child_id: fixture.children.mia.id,
          from: '2026-01-01',
          to: '2026-01-01',
          reason: 'sick',
        })
      ).statusCode,
    ).toBe(404);
    // Their own kindergarten's staff and admins may.
    expect((await call(tokens.staff, 'GET', `/api/staff/event/${id}/answers`)).statusCode).toBe(200);
    expect((await call(tokens.admin, 'GET', '/api/staff/quiet-hours')).statusCode).toBe(200);
    expect((await call(tokens.staff, 'GET', '/api/staff/menu')).statusCode).toBe(200);
    expect((await call(tokens.staff, 'DELETE', `/api/staff/event/${id}`)).statusCode).toBe(200);
  });

  it('uploads only PDFs (by their bytes) as attachments', async () => {
    const pdf = multipart('Elternbrief.pdf', minimalPdf);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/staff/attachments',
      headers: { ...bearer(tokens.staff), ...pdf.headers },
      payload: pdf.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().file).toMatchObject({
      mime: 'application/pdf',
      name: 'Elternbrief.pdf',
      size: minimalPdf.length,
    });
    const fake = multipart('virus.pdf', Buffer.from('MZ not a pdf'));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/staff/attachments',
      headers: { ...bearer(tokens.staff), ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('attachment_not_pdf');
    // A foreign kindergarten's file cannot be attached here.
    const foreign = await call(tokens.foreignStaff, 'POST', '/api/staff/news', {
      title: 'x',
      attachment_file_id: uploaded.json().file.id,
    });
    expect(foreign.json().code).toBe('attachment_not_found');
  });

  it('publishes to the chosen groups only: notifications, push and sync reach only their parents; a reminder only non-responders', async () => {
    const draft = await call(tokens.staff, 'POST', '/api/staff/event', eventBody());
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      code: 'draft_saved',
      event: { published_at: null, group_ids: [fixture.group.id], location: 'Hof Müller' },
    });
    const id = draft.json().event.id as string;
    // A draft is for staff only.
    expect(idsOf((await pullAll(app, tokens.parent)).pages, 'events')).not.toContain(id);

    const pushesBefore = recording.calls.length;
    const published = await call(tokens.staff, 'POST', `/api/staff/event/${id}/publish`);
    expect(published.json()).toMatchObject({ code: 'publication_published', notified: 1 });
    expect(published.json().event.published_at).not.toBeNull();
    const pushed = recording.calls.slice(pushesBefore);
    expect(pushed.map((entry) => entry.tokens).flat()).toEqual([`token-${fixture.parent.id}`]);
    // Publishing again tells nobody again.
    expect((await call(tokens.staff, 'POST', `/api/staff/event/${id}/publish`)).json().notified).toBe(0);

    expect(idsOf((await pullAll(app, tokens.parent)).pages, 'events')).toContain(id);
    const otherPages = (await pullAll(app, tokens.other)).pages;
    expect(idsOf(otherPages, 'events')).not.toContain(id);
    expect(tombstonesOf(otherPages, 'events')).not.toContain(id);
    expect(idsOf(otherPages, 'notifications').length).toBe(0);
    expect((await call(tokens.other, 'GET', `/api/event/${id}`)).statusCode).toBe(404);

    // The audience of an item parents were told about stays.
    const moved = await call(tokens.staff, 'POST', `/api/staff/event/${id}`, eventBody({ group_ids: [] }));
    expect(moved.json().code).toBe('audience_locked');

    // Nobody answered: the pending list names Mia and her guardian; a reminder reaches only that parent.
    let tracked = (await call(tokens.staff, 'GET', `/api/staff/event/${id}/answers`)).json();
    expect(tracked.pending.map((entry: { child: { first_name: string } }) => entry.child.first_name)).toEqual(['Mia']);
    expect(tracked.counts).toMatchObject({ pending: 1, audience_children: 1, confirmed: 0 });

    const signed = await answer(
      app,
      tokens.parent,
      { kind: 'event', id },
      {
        child_id: fixture.children.mia.id,
        answers: { lunch: 'Vegetarisch' },
        feedback: 'Mia freut sich, "sehr"!',
        signature: signatureDataUrl(),
      },
    );
    expect(signed.statusCode).toBe(200);
    tracked = (await call(tokens.staff, 'GET', `/api/staff/event/${id}/answers`)).json();
    expect(tracked.counts).toMatchObject({ confirmed: 1, pending: 0 });
    expect(tracked.answers[0]).toMatchObject({
      user: { id: fixture.parent.id, name: 'Anna Berg' },
      child: { first_name: 'Mia', group_name: 'Igel' },
    });
    const signatureId = tracked.answers[0].confirmation.signature_file_id as string;
    expect(tracked.signatures.map((file: { id: string }) => file.id)).toEqual([signatureId]);
    expect((await call(tokens.staff, 'GET', `/api/files/${signatureId}`)).headers['content-type']).toBe('image/png');

    const reminded = await call(tokens.staff, 'POST', `/api/staff/event/${id}/remind`);
    expect(reminded.json()).toMatchObject({ code: 'reminder_sent', notified: 0 });

    // A whole-kindergarten item: Mia's family answers, so only Paul's family is reminded.
    const all = (
      await call(tokens.staff, 'POST', '/api/staff/news', { title: 'Läuse-Info', requires_confirmation: true })
    ).json().news;
    await call(tokens.staff, 'POST', `/api/staff/news/${all.id}/publish`);
    await answer(app, tokens.parent, { kind: 'news', id: all.id }, { child_id: fixture.children.mia.id });
    const pushesBeforeReminder = recording.calls.length;
    const reminder = await call(tokens.staff, 'POST', `/api/staff/news/${all.id}/remind`);
    expect(reminder.json()).toMatchObject({ notified: 1 });
    expect(recording.calls.slice(pushesBeforeReminder).flatMap((entry) => entry.tokens)).toEqual([
      `token-${otherFamily.id}`,
    ]);
    const otherNotes = (await call(tokens.other, 'GET', '/api/event-notifications')).json().notifications;
    expect(otherNotes[0]).toMatchObject({
      kind: 'reminder',
      title: 'Erinnerung: Bitte antworten Sie',
      body: 'Läuse-Info',
    });

    // CSV for German staff: BOM, German header with the question, ";" as German Excel splits, quotes escaped.
    const csv = await call(tokens.staff, 'GET', `/api/staff/event/${id}/answers.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Kind;Gruppe;Elternteil;Rückmeldung;Beantwortet am;Anmerkung;Mittagessen?;Unterschrieben');
    expect(lines[1]).toMatch(
      /^Mia Berg;Igel;Anna Berg;Zugesagt;\d{4}-\d\d-\d\d \d\d:\d\d;"Mia freut sich, ""sehr""!";Vegetarisch;Ja$/,
    );

    // PDF: a real PDF naming the child and the guardian.
    const pdf = await call(tokens.staff, 'GET', `/api/staff/event/${id}/answers.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Mia Berg (Igel): Zugesagt');
    expect(text).toContain('Ausflug zum Bauernhof');
  });

  it('shows the audience in families for a notice that asks for no answer, never anyone as not answered', async () => {
    const notice = (
      await call(tokens.staff, 'POST', '/api/staff/news', { title: 'Neuer Caterer', requires_confirmation: false })
    ).json().news;
    await call(tokens.staff, 'POST', `/api/staff/news/${notice.id}/publish`);
    const tracked = (await call(tokens.staff, 'GET', `/api/staff/news/${notice.id}/answers`)).json();
    // Mia's and Paul's families: the whole kindergarten.
    expect(tracked.counts).toEqual({
      confirmed: 0,
      cancelled: 0,
      answered: 0,
      pending: 0,
      audience_children: 2,
      families: 2,
    });
    expect(tracked.pending).toEqual([]);
  });

  it("counts answers per child of the audience: both guardians' answers for one child count once", async () => {
    const db = database.database.db;
    await db.insert(guardians).values({ id: uuidv7(), childId: fixture.children.mia.id, userId: otherFamily.id });
    const letter = (
      await call(tokens.staff, 'POST', '/api/staff/news', { title: 'Zahnarztbesuch', requires_confirmation: true })
    ).json().news;
    await call(tokens.staff, 'POST', `/api/staff/news/${letter.id}/publish`);
    const first = (
      await answer(app, tokens.parent, { kind: 'news', id: letter.id }, { child_id: fixture.children.mia.id })
    ).json().confirmation;
    // The other guardian saw the family's answer and changes it: the family keeps one answer for Mia.
    const changed = await answer(
      app,
      tokens.other,
      { kind: 'news', id: letter.id, action: 'cancel' },
      { child_id: fixture.children.mia.id, replaces_version: first.version },
    );
    expect(changed.statusCode).toBe(200);
    const tracked = (await call(tokens.staff, 'GET', `/api/staff/news/${letter.id}/answers`)).json();
    // Mia counts once, by the newest answer; Paul is pending; one family, as both parents now share Mia.
    expect(tracked.counts).toEqual({
      confirmed: 0,
      cancelled: 1,
      answered: 1,
      pending: 1,
      audience_children: 2,
      families: 1,
    });
    await db
      .delete(guardians)
      .where(and(eq(guardians.childId, fixture.children.mia.id), eq(guardians.userId, otherFamily.id)));
  });

  it('takes an item back: its parents receive a tombstone, the other family nothing', async () => {
    const created = (
      await call(tokens.staff, 'POST', '/api/staff/event', eventBody({ title: 'Sommerfest Igel' }))
    ).json().event;
    await call(tokens.staff, 'POST', `/api/staff/event/${created.id}/publish`);
    const before = await pullAll(app, tokens.parent);
    expect(idsOf(before.pages, 'events')).toContain(created.id);
    const otherBefore = await pullAll(app, tokens.other);
    const unpublished = await call(tokens.staff, 'POST', `/api/staff/event/${created.id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ code: 'publication_unpublished', event: { published_at: null } });
    const after = await pullAll(app, tokens.parent, { cursor: before.cursor });
    expect(tombstonesOf(after.pages, 'events')).toContain(created.id);
    expect((await call(tokens.parent, 'GET', `/api/event/${created.id}`)).statusCode).toBe(404);
    const otherAfter = await pullAll(app, tokens.other, { cursor: otherBefore.cursor });
    expect([...idsOf(otherAfter.pages, 'events'), ...tombstonesOf(otherAfter.pages, 'events')]).not.toContain(
      created.id,
    );
    // A client-chosen id of another kindergarten's item is refused.
    const taken = await call(
      tokens.foreignStaff,
      'POST',
      '/api/staff/event',
      eventBody({ id: created.id, group_ids: [] }),
    );
    expect(taken.statusCode).toBe(409);
    const fresh = uuidv7();
    expect((await call(tokens.staff, 'POST', '/api/staff/news', { id: fresh, title: 'Neu' })).json().news.id).toBe(
      fresh,
    );
  });
});
