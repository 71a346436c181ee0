import { describe, expect, it } from 'vitest';
import { addSecondFamily } from './support/absence-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { answer, createEvent, createNews, get, signatureDataUrl } from './support/publication-helpers.ts';
import { idsOf, pullAll } from './support/sync-helpers.ts';
import { signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** Two families answer the same signed consent; who may see which answer and signature. */
describe.each(databaseTargets())('who sees answers and signatures (%s)', (target) => {
  const t = useTestApp(target);
  let world:
    | Promise<{
        newsId: string;
        eventId: string;
        tokens: { parent: string; other: string; staff: string };
        mine: string;
        theirs: string;
        mySignature: string;
        theirSignature: string;
      }>
    | undefined;

  const setUp = () =>
    (world ??= (async () => {
      const other = await addSecondFamily(t.database.db, t.fixture);
      const newsId = await createNews(t.database.db, t.fixture, {
        requiresSignature: true,
        title: 'Einverständnis Fototag',
      });
      const eventId = await createEvent(t.database.db, t.fixture);
      const tokens = {
        parent: await signInAs(t.app, t.fixture.parent.username, knownPassword),
        other: await signInAs(t.app, other.username, knownPassword),
        staff: await signInAs(t.app, t.fixture.staff.username, knownPassword),
      };
      const mine = (
        await answer(
          t.app,
          tokens.parent,
          { kind: 'news', id: newsId },
          { child_id: t.fixture.children.mia.id, signature: signatureDataUrl(), feedback: 'Mia ja' },
        )
      ).json();
      const theirs = (
        await answer(
          t.app,
          tokens.other,
          { kind: 'news', id: newsId },
          { child_id: t.fixture.children.paul.id, signature: signatureDataUrl(), feedback: 'Paul ja' },
        )
      ).json();
      await answer(
        t.app,
        tokens.parent,
        { kind: 'event', id: eventId, action: 'cancel' },
        { child_id: t.fixture.children.mia.id },
      );
      return {
        newsId,
        eventId,
        tokens,
        mine: mine.confirmation.id,
        theirs: theirs.confirmation.id,
        mySignature: mine.confirmation.signature_file_id,
        theirSignature: theirs.confirmation.signature_file_id,
      };
    })());

  it("brings a parent their own answer and signature in /api/sync, never another family's", async () => {
    const w = await setUp();
    const { pages } = await pullAll(t.app, w.tokens.parent);
    expect(idsOf(pages, 'confirmations')).toContain(w.mine);
    expect(idsOf(pages, 'confirmations')).not.toContain(w.theirs);
    expect(idsOf(pages, 'files')).toContain(w.mySignature);
    expect(idsOf(pages, 'files')).not.toContain(w.theirSignature);
  });

  it('brings staff every answer and signature of their kindergarten in /api/sync', async () => {
    const w = await setUp();
    const { pages } = await pullAll(t.app, w.tokens.staff);
    expect(idsOf(pages, 'confirmations')).toEqual(expect.arrayContaining([w.mine, w.theirs]));
    expect(idsOf(pages, 'files')).toEqual(expect.arrayContaining([w.mySignature, w.theirSignature]));
  });

  it("gives a parent only their own answers on the feedback calls, staff everyone's", async () => {
    const w = await setUp();
    const parentView = (await get(t.app, w.tokens.parent, `/api/news/feedback/${w.newsId}`)).json();
    expect(parentView.news.id).toBe(w.newsId);
    expect(parentView.confirmations.map((row: { id: string }) => row.id)).toEqual([w.mine]);
    expect(parentView.signatures.map((row: { id: string }) => row.id)).toEqual([w.mySignature]);
    const staffView = (await get(t.app, w.tokens.staff, `/api/news/feedback/${w.newsId}`)).json();
    expect(staffView.confirmations.map((row: { id: string }) => row.id).sort()).toEqual([w.mine, w.theirs].sort());
    expect(staffView.signatures).toHaveLength(2);
  });

  it('lists everything the user answered on /api/news/feedbacks/ and /api/events/feedbacks/, with and without the slash', async () => {
    const w = await setUp();
    for (const url of ['/api/news/feedbacks/', '/api/news/feedbacks']) {
      const body = (await get(t.app, w.tokens.parent, url)).json();
      expect(body.news.map((row: { id: string }) => row.id)).toEqual([w.newsId]);
      expect(body.confirmations.map((row: { id: string }) => row.id)).toEqual([w.mine]);
    }
    for (const url of ['/api/events/feedbacks/', '/api/events/feedbacks']) {
      const body = (await get(t.app, w.tokens.parent, url)).json();
      expect(body.events.map((row: { id: string }) => row.id)).toEqual([w.eventId]);
      expect(body.confirmations).toMatchObject([{ event_id: w.eventId, status: 'cancelled' }]);
    }
    const other = (await get(t.app, w.tokens.other, '/api/events/feedbacks/')).json();
    expect(other).toEqual({ events: [], confirmations: [] });
    const staff = (await get(t.app, w.tokens.staff, '/api/news/feedbacks/')).json();
    expect(staff.confirmations).toHaveLength(2);
  });

  it('answers is-confirmed with the own answers per child and the children still to answer', async () => {
    const w = await setUp();
    const news = (await get(t.app, w.tokens.parent, `/api/news/${w.newsId}/is-confirmed`)).json();
    expect(news).toMatchObject({ confirmed: true, can_answer: true, pending_child_ids: [] });
    expect(news.confirmations.map((row: { id: string }) => row.id)).toEqual([w.mine]);
    const event = (await get(t.app, w.tokens.other, `/api/event/${w.eventId}/is-confirmed`)).json();
    expect(event).toEqual({
      confirmed: false,
      can_answer: true,
      confirmations: [],
      pending_child_ids: [t.fixture.children.paul.id],
    });
    const cancelled = (await get(t.app, w.tokens.parent, `/api/event/${w.eventId}/is-confirmed`)).json();
    expect(cancelled).toMatchObject({ confirmed: false, confirmations: [{ status: 'cancelled' }] });
  });

  it('answers 404 on the feedback calls for an item the user may not see', async () => {
    const w = await setUp();
    const groupEvent = await createEvent(t.database.db, t.fixture, { groupIds: [t.fixture.group.id] });
    for (const url of [
      `/api/event/feedback/${groupEvent}`,
      `/api/event/${groupEvent}/is-confirmed`,
      `/api/event/${groupEvent}/receipt.pdf`,
    ]) {
      expect((await get(t.app, w.tokens.other, url)).statusCode).toBe(404);
      expect((await get(t.app, w.tokens.parent, url)).statusCode).toBe(200);
    }
  });
});
