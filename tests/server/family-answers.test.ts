import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConfirmationRow } from '#contract/publications';
import { confirmations } from '../../server/db/schema/index.ts';
import { knownPassword } from './support/fixture.ts';
import { createdInvite, registerWithCode } from './support/family-helpers.ts';
import { answer, createEvent, createNews } from './support/publication-helpers.ts';
import { idsOf, pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('a family’s letters and answers (%s)', (target) => {
  const t = useTestApp(target);
  const parentToken = () => signInAs(t.app, t.fixture.parent.username, knownPassword);
  const mia = () => t.fixture.children.mia.id;
  let n = 0;
  /** A second guardian of Mia, invited by her parent on these terms; their token. */
  async function secondGuardian(terms: { receives_letters: boolean; may_answer: boolean }) {
    const { code } = await createdInvite(t.app, await parentToken(), { child_ids: [mia()], ...terms });
    const registered = await registerWithCode(t.app, code, `opa-${t.fixture.tag}-${++n}@loewenzahn.example`);
    if (!registered.token) throw new Error(`registration failed: ${JSON.stringify(registered)}`);
    return registered.token;
  }
  const rowsOf = (newsId: string) => t.database.db.select().from(confirmations).where(eq(confirmations.newsId, newsId));

  it('syncs the child’s letters to a guardian who receives them, and none to one who does not', async () => {
    const forGroup = await createNews(t.database.db, t.fixture, { groupIds: [t.fixture.group.id] });
    const forAll = await createEvent(t.database.db, t.fixture);
    const reader = await secondGuardian({ receives_letters: true, may_answer: true });
    const pickupOnly = await secondGuardian({ receives_letters: false, may_answer: false });

    const readerPages = (await pullAll(t.app, reader)).pages;
    expect(idsOf(readerPages, 'news')).toContain(forGroup);
    expect(idsOf(readerPages, 'events')).toContain(forAll);
    const pickupPages = (await pullAll(t.app, pickupOnly)).pages;
    expect(idsOf(pickupPages, 'news')).not.toContain(forGroup);
    expect(idsOf(pickupPages, 'events')).not.toContain(forAll);
    expect(idsOf(pickupPages, 'children')).toContain(mia());
    const direct = await t.app.inject({ method: 'GET', url: `/api/news/${forGroup}`, headers: bearer(pickupOnly) });
    expect(direct.statusCode).toBe(404);
  });

  it('refuses an answer from a guardian who may read but not answer, and stores nothing', async () => {
    const id = await createNews(t.database.db, t.fixture);
    const readOnly = await secondGuardian({ receives_letters: true, may_answer: false });
    const refused = await answer(t.app, readOnly, { kind: 'news', id }, { child_id: mia(), feedback: 'Ja' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'answer_not_allowed' });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('keeps one answer per child and item: another guardian changes it knowingly, or is told it was answered', async () => {
    const id = await createNews(t.database.db, t.fixture);
    const parent = await parentToken();
    const grandparent = await secondGuardian({ receives_letters: true, may_answer: true });
    const first = (
      await answer(t.app, parent, { kind: 'news', id }, { child_id: mia(), feedback: 'Mama holt ab' })
    ).json<{
      confirmation: ConfirmationRow;
    }>().confirmation;

    // Written without knowing the parent's answer (say offline): refused, the parent's answer stays.
    const unaware = await answer(
      t.app,
      grandparent,
      { kind: 'news', id },
      { child_id: mia(), feedback: 'Opa holt ab' },
    );
    expect(unaware.statusCode).toBe(409);
    expect(unaware.json()).toMatchObject({ code: 'answered_by_family' });
    expect(await rowsOf(id)).toEqual([expect.objectContaining({ id: first.id, feedback: 'Mama holt ab' })]);

    // The grandparent saw it and changes it: the family's one answer, now given by them.
    const changed = await answer(
      t.app,
      grandparent,
      { kind: 'news', id },
      { child_id: mia(), feedback: 'Opa holt ab', replaces_version: first.version },
    );
    expect(changed.statusCode).toBe(200);
    const row = changed.json<{ confirmation: ConfirmationRow }>().confirmation;
    expect(row).toMatchObject({ id: first.id, feedback: 'Opa holt ab' });
    expect(row.user_id).not.toBe(t.fixture.parent.id);
    expect(await rowsOf(id)).toHaveLength(1);

    // The parent's device receives the answer the grandparent gave.
    const synced = (await pullAll(t.app, parent)).pages.flatMap((page) => page.changes.confirmations ?? []);
    expect(synced.find((c) => c.id === first.id)).toMatchObject({ feedback: 'Opa holt ab', user_id: row.user_id });

    // Staff count the child once.
    const staff = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/staff/news/${id}/answers`,
      headers: bearer(staff),
    });
    expect(tracking.json<{ counts: { answered: number } }>().counts.answered).toBe(1);
  });
});
