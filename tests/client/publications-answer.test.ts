import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { answerPublication, type AnswerDraft } from '../../src/features/publications/answer-commands.ts';
import type { ConfirmationRow, EventRow } from '../../src/features/publications/publication-model.ts';
import { recordOutcome } from '../../src/sync/outbox-outcome.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { anna, childId, kindergartenId, signInLocally } from './support/rows.ts';

freshDatabasePerTest();

const event: EventRow = {
  id: '0192f5d2-7a3b-7c4d-8e5f-0000000000e1',
  kindergarten_id: kindergartenId,
  author_id: null,
  title: 'Swimming',
  body: '',
  group_ids: [],
  attachment_file_id: null,
  requires_confirmation: true,
  requires_signature: true,
  deadline: null,
  questions: [],
  published_at: '2026-06-01T08:00:00Z',
  created_at: '2026-06-01T08:00:00Z',
  updated_at: '2026-06-01T08:00:00Z',
  version: 5,
  deleted_at: null,
  starts_at: '2026-06-20T08:00:00Z',
  ends_at: null,
  all_day: false,
  location: '',
};
const signature = 'data:image/png;base64,iVBORw0KGgo=';
const draft = (over: Partial<AnswerDraft> = {}): AnswerDraft => ({
  status: 'confirmed',
  childId,
  feedback: 'See you',
  answers: { swim: 'Yes' },
  signature,
  ...over,
});
const answerer = { userId: anna.id, kindergartenId };

describe('answering news and events', () => {
  it('shows the answer at once and queues the confirmation call with the signature', async () => {
    await signInLocally(anna);
    const id = await answerPublication('event', event, draft(), answerer, undefined);
    expect(await db.confirmations.get(id)).toMatchObject({
      id,
      event_id: event.id,
      news_id: null,
      child_id: childId,
      status: 'confirmed',
      version: 0,
      user_id: anna.id,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'POST',
      path: `/api/event/${event.id}/confirmation`,
      entity: { table: 'confirmations', id },
      status: 'pending',
    });
    expect(entry!.body).toEqual({ id, child_id: childId, feedback: 'See you', answers: { swim: 'Yes' }, signature });
  });

  it("changes an existing answer under that answer's id, so the server's row replaces the optimistic one", async () => {
    await signInLocally(anna);
    const first = await answerPublication('event', event, draft(), answerer, undefined);
    const [sent] = await db.outbox.toArray();
    const stored: ConfirmationRow = {
      ...(await db.confirmations.get(first))!,
      version: 9,
      signature_file_id: '0192f5d2-7a3b-7c4d-8e5f-0000000000f1',
    };
    await recordOutcome(sent!, { kind: 'sent', body: { status: 'success', confirmation: stored } });
    expect(await db.confirmations.get(first)).toEqual(stored);

    const second = await answerPublication(
      'event',
      event,
      draft({ status: 'cancelled', signature: null }),
      answerer,
      stored,
    );
    expect(second).toBe(first);
    const [cancel] = await db.outbox.toArray();
    expect(cancel).toMatchObject({ path: `/api/event/${event.id}/cancel`, base: stored });
    expect(cancel!.body).not.toHaveProperty('signature');
    expect(await db.confirmations.get(first)).toMatchObject({
      status: 'cancelled',
      version: 0,
      signature_file_id: null,
      created_at: stored.created_at,
    });
  });
});
