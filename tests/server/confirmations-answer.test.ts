import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { confirmations, files, type PublicationQuestion } from '../../server/db/schema/index.ts';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { answer, createEvent, createNews, signatureDataUrl } from './support/publication-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';
import { storedBytes } from './support/stored-bytes.ts';

describe.each(databaseTargets())('POST /api/{news|event}/{id}/confirmation and /cancel (%s)', (target) => {
  const t = useTestApp(target);
  const parentToken = () => signInAs(t.app, t.fixture.parent.username, knownPassword);
  const mia = () => t.fixture.children.mia.id;
  let otherFamily: Promise<{ username: string }> | undefined;
  /** A second family of the fixture's kindergarten, guardian of Paul (no group). */
  const secondFamily = () => (otherFamily ??= addSecondFamily(t.database.db, t.fixture));
  const answersOf = (newsId: string) =>
    t.database.db.select().from(confirmations).where(eq(confirmations.newsId, newsId));

  it('stores a confirmation per child with feedback and answers, and answers the row', async () => {
    const id = await createNews(t.database.db, t.fixture, {
      questions: [
        { id: 'lunch', kind: 'choice', label: 'Mittagessen', options: ['Hof', 'Lunchpaket'], required: true },
      ],
    });
    const clientId = uuidv7();
    const response = await answer(
      t.app,
      await parentToken(),
      { kind: 'news', id },
      { id: clientId, child_id: mia(), feedback: '  Mia freut sich!  ', answers: { lunch: 'Hof' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      code: 'answer_confirmed',
      signature: null,
      confirmation: {
        id: clientId,
        news_id: id,
        event_id: null,
        child_id: mia(),
        user_id: t.fixture.parent.id,
        status: 'confirmed',
        feedback: 'Mia freut sich!',
        answers: { lunch: 'Hof' },
      },
    });
  });

  it('keeps one answer per user, item and child: a double submission and a changed answer update the same row', async () => {
    const id = await createNews(t.database.db, t.fixture);
    const token = await parentToken();
    const first = await answer(t.app, token, { kind: 'news', id }, { id: uuidv7(), child_id: mia(), feedback: 'Ja' });
    const again = await answer(t.app, token, { kind: 'news', id }, { id: uuidv7(), child_id: mia(), feedback: 'Ja' });
    expect(again.json().confirmation).toEqual(first.json().confirmation);
    const changed = await answer(t.app, token, { kind: 'news', id }, { child_id: mia(), feedback: 'Ja, mit Oma' });
    expect(changed.json().confirmation).toMatchObject({ id: first.json().confirmation.id, feedback: 'Ja, mit Oma' });
    expect(changed.json().confirmation.version).toBeGreaterThan(first.json().confirmation.version);
    expect(await answersOf(id)).toHaveLength(1);
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const id = await createNews(t.database.db, t.fixture);
    const token = await parentToken();
    const headers = { 'idempotency-key': uuidv7() };
    const body = { id: uuidv7(), child_id: mia(), feedback: 'einmal' };
    const first = await answer(t.app, token, { kind: 'news', id }, body, headers);
    const repeat = await answer(t.app, token, { kind: 'news', id }, body, headers);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await answersOf(id)).toHaveLength(1);
  });

  it('flips a confirmation to cancelled and back', async () => {
    const id = await createEvent(t.database.db, t.fixture);
    const token = await parentToken();
    const confirmed = await answer(t.app, token, { kind: 'event', id }, { child_id: mia() });
    const cancelled = await answer(
      t.app,
      token,
      { kind: 'event', id, action: 'cancel' },
      { child_id: mia(), feedback: 'Leider krank' },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      code: 'answer_cancelled',
      confirmation: { id: confirmed.json().confirmation.id, status: 'cancelled', feedback: 'Leider krank' },
    });
    const again = await answer(t.app, token, { kind: 'event', id }, { child_id: mia() });
    expect(again.json().confirmation).toMatchObject({
      id: confirmed.json().confirmation.id,
      status: 'confirmed',
      feedback: '',
    });
    const rows = await t.database.db.select().from(confirmations).where(eq(confirmations.eventId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses every answer after the deadline, but accepts one until then', async () => {
    const past = await createEvent(t.database.db, t.fixture, { deadline: new Date(Date.now() - 60_000) });
    const token = await parentToken();
    for (const action of ['confirmation', 'cancel'] as const) {
      const response = await answer(t.app, token, { kind: 'event', id: past, action }, { child_id: mia() });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'deadline_passed', errors: { deadline: [expect.any(String)] } });
    }
    const open = await createEvent(t.database.db, t.fixture, { deadline: null });
    expect((await answer(t.app, token, { kind: 'event', id: open }, { child_id: mia() })).statusCode).toBe(200);
  });

  it('refuses an item that asks for no answer', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresConfirmation: false });
    const response = await answer(t.app, await parentToken(), { kind: 'news', id }, { child_id: mia() });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('answer_not_requested');
  });

  it('answers 404 for another kindergarten, another group, a draft and an unknown id', async () => {
    const token = await parentToken();
    const elsewhere = await createFixture(t.database.db);
    const otherKindergarten = await createNews(t.database.db, elsewhere);
    const otherGroup = await createEvent(t.database.db, t.fixture, { groupIds: [elsewhere.group.id] });
    const draft = await createNews(t.database.db, t.fixture, { published: false });
    for (const [kind, id] of [
      ['news', otherKindergarten],
      ['event', otherGroup],
      ['news', draft],
      ['event', uuidv7()],
    ] as const) {
      expect((await answer(t.app, token, { kind, id }, { child_id: mia() })).statusCode).toBe(404);
    }
  });

  it("answers 404 to a parent whose children are not in the item's group", async () => {
    const otherParent = await secondFamily();
    const id = await createEvent(t.database.db, t.fixture, { groupIds: [t.fixture.group.id] });
    const token = await signInAs(t.app, otherParent.username, knownPassword);
    expect(
      (await answer(t.app, token, { kind: 'event', id }, { child_id: t.fixture.children.paul.id })).statusCode,
    ).toBe(404);
    expect((await answer(t.app, await parentToken(), { kind: 'event', id }, { child_id: mia() })).statusCode).toBe(200);
  });

  it('needs a child of the user the item applies to', async () => {
    const id = await createNews(t.database.db, t.fixture);
    const token = await parentToken();
    const missing = await answer(t.app, token, { kind: 'news', id }, {});
    expect(missing.json()).toMatchObject({ code: 'child_required', errors: { child_id: [expect.any(String)] } });
    const foreign = await answer(t.app, token, { kind: 'news', id }, { child_id: t.fixture.children.paul.id });
    expect(foreign.json().code).toBe('child_not_allowed');
  });

  it('refuses an answer from a user with no child in the audience with 403, and stores nothing', async () => {
    const id = await createNews(t.database.db, t.fixture);
    const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    for (const body of [{ feedback: 'Ich helfe mit' }, { child_id: mia() }]) {
      const refused = await answer(t.app, token, { kind: 'news', id }, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'not_in_audience', errors: { child_id: [expect.any(String)] } });
    }
    expect(await answersOf(id)).toHaveLength(0);
  });

  it('refuses answers to an event that is over, even without a deadline', async () => {
    const token = await parentToken();
    const over = await createEvent(t.database.db, t.fixture, {
      startsAt: new Date(Date.now() - 5 * 3_600_000),
      endsAt: new Date(Date.now() - 3_600_000),
      deadline: null,
    });
    const response = await answer(t.app, token, { kind: 'event', id: over }, { child_id: mia() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'deadline_passed' });
    const running = await createEvent(t.database.db, t.fixture, {
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 3_600_000),
      deadline: null,
    });
    expect((await answer(t.app, token, { kind: 'event', id: running }, { child_id: mia() })).statusCode).toBe(200);
  });

  it('needs a signature to confirm where the item asks for one, stored as a PNG file of the signer', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
    const token = await parentToken();
    const unsigned = await answer(t.app, token, { kind: 'news', id }, { child_id: mia() });
    expect(unsigned.json()).toMatchObject({ code: 'signature_required', errors: { signature: [expect.any(String)] } });
    const signed = await answer(t.app, token, { kind: 'news', id }, { child_id: mia(), signature: signatureDataUrl() });
    expect(signed.statusCode).toBe(200);
    const fileId = signed.json().confirmation.signature_file_id;
    expect(signed.json().signature).toMatchObject({
      id: fileId,
      mime: 'image/png',
      owner_id: t.fixture.parent.id,
      kindergarten_id: t.fixture.kindergarten.id,
    });
    expect((await storedBytes(t.database.db, fileId)).subarray(1, 4).toString()).toBe('PNG');
    // Cancelling needs no signature.
    expect((await answer(t.app, token, { kind: 'news', id, action: 'cancel' }, { child_id: mia() })).statusCode).toBe(
      200,
    );
  });

  it('keeps the stored file when the same signature comes again, and retires it when replaced', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
    const token = await parentToken();
    const first = (
      await answer(t.app, token, { kind: 'news', id }, { child_id: mia(), signature: signatureDataUrl() })
    ).json();
    const bare = signatureDataUrl().replace('data:image/png;base64,', '');
    const again = (
      await answer(t.app, token, { kind: 'news', id }, { child_id: mia(), signature: bare, feedback: 'nochmal' })
    ).json();
    expect(again.confirmation.signature_file_id).toBe(first.confirmation.signature_file_id);
    await answer(t.app, token, { kind: 'news', id, action: 'cancel' }, { child_id: mia() });
    const [old] = await t.database.db.select().from(files).where(eq(files.id, first.confirmation.signature_file_id));
    expect(old!.deletedAt).not.toBeNull();
  });

  it('refuses a signature that is not a PNG or larger than 1 MB', async () => {
    const id = await createNews(t.database.db, t.fixture, { requiresSignature: true });
    const token = await parentToken();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(40).fill(0)]).toString('base64');
    for (const signature of [`data:image/png;base64,${jpeg}`, 'not base64 at all!', 'iVBORw0KGgo=']) {
      const response = await answer(t.app, token, { kind: 'news', id }, { child_id: mia(), signature });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'signature_invalid', errors: { signature: [expect.any(String)] } });
    }
    const png = Buffer.from(signatureDataUrl().split(',')[1]!, 'base64');
    const huge = Buffer.concat([png, Buffer.alloc(1024 * 1024)]).toString('base64');
    const tooLarge = await answer(t.app, token, { kind: 'news', id }, { child_id: mia(), signature: huge });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().code).toBe('signature_too_large');
    expect(await answersOf(id)).toHaveLength(0);
  });

  it('keeps feedback to 2,000 characters', async () => {
    const id = await createNews(t.database.db, t.fixture);
    const token = await parentToken();
    const long = await answer(t.app, token, { kind: 'news', id }, { child_id: mia(), feedback: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('feedback');
    expect(
      (await answer(t.app, token, { kind: 'news', id }, { child_id: mia(), feedback: 'x'.repeat(2000) })).statusCode,
    ).toBe(200);
  });

  it("checks answers against the item's questions: required ones to confirm, kinds and options always", async () => {
    const questions: PublicationQuestion[] = [
      { id: 'may-join', kind: 'yes_no', label: 'Darf Ihr Kind mit?', required: true },
      { id: 'lunch', kind: 'choice', label: 'Mittagessen', options: ['Hof', 'Lunchpaket'] },
      { id: 'notes', kind: 'text', label: 'Hinweise', required: true },
    ];
    const id = await createNews(t.database.db, t.fixture, { questions });
    const token = await parentToken();
    const send = (answers: Record<string, unknown>, action: 'confirmation' | 'cancel' = 'confirmation') =>
      answer(t.app, token, { kind: 'news', id, action }, { child_id: mia(), answers }).then((r) => r.json());
    expect(await send({ 'may-join': true })).toMatchObject({
      code: 'answer_required',
      errors: { 'answers.notes': [expect.any(String)] },
    });
    expect(await send({ 'may-join': true, notes: '   ' })).toMatchObject({ code: 'answer_required' });
    expect(await send({ 'may-join': 'yes', notes: 'x' })).toMatchObject({
      code: 'answer_invalid',
      errors: { 'answers.may-join': [expect.any(String)] },
    });
    expect(await send({ 'may-join': true, notes: 'x', lunch: 'Pizza' })).toMatchObject({ code: 'answer_invalid' });
    expect(await send({ 'may-join': true, notes: 'x', unknown: 'y' })).toMatchObject({ code: 'answer_invalid' });
    expect(await send({ 'may-join': true, notes: ' Nussallergie ', lunch: 'Hof' })).toMatchObject({
      confirmation: { answers: { 'may-join': true, notes: 'Nussallergie', lunch: 'Hof' } },
    });
    // A cancellation need not answer the required questions.
    expect(await send({}, 'cancel')).toMatchObject({ code: 'answer_cancelled', confirmation: { answers: {} } });
  });

  it("refuses a client id that belongs to another family's answer with 409", async () => {
    const otherParent = await secondFamily();
    const id = await createNews(t.database.db, t.fixture);
    const mine = (await answer(t.app, await parentToken(), { kind: 'news', id }, { child_id: mia() })).json()
      .confirmation.id;
    const response = await answer(
      t.app,
      await signInAs(t.app, otherParent.username, knownPassword),
      { kind: 'news', id },
      { id: mine, child_id: t.fixture.children.paul.id },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('id_taken');
    const rows = await t.database.db
      .select()
      .from(confirmations)
      .where(and(eq(confirmations.newsId, id), eq(confirmations.id, mine)));
    expect(rows[0]!.userId).toBe(t.fixture.parent.id);
  });
});
