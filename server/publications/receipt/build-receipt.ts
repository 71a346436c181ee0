import type { PublicationKind } from '#contract/publication-rules';
import type { EventRow } from '#contract/publications';
import type { Repositories } from '../../repositories/repositories.ts';
import type { Viewer } from '../../repositories/sync-visibility.ts';
import type { UserRecord } from '../../repositories/user-repository.ts';
import { renderReceipt, type ReceiptAnswer } from './receipt-pdf.ts';

export type ReceiptRequest = {
  kind: PublicationKind;
  itemId: string;
  user: UserRecord;
  viewer: Viewer;
  timeZone: string;
  now: Date;
};

/**
 * GET /api/{news|event}/{id}/receipt.pdf: the item with the user's own answers and signatures. Undefined when the
 * user may not see the item. Staff get their own answers too (the tracking view lists everyone's).
 */
export async function buildReceipt(
  repositories: Repositories,
  request: ReceiptRequest,
): Promise<{ pdf: Uint8Array; title: string } | undefined> {
  const { publications, confirmations, kindergartens, files } = repositories;
  const { kind, viewer } = request;
  const item = await publications.findVisible(kind, viewer, request.itemId);
  if (!item) return undefined;
  const own = await confirmations.listFamily(viewer, kind, item.id);
  // In the order the item asks them (jsonb keeps its own key order); answers to removed questions last.
  const inItemOrder = (answers: Record<string, string | boolean>) => {
    const known = item.questions
      .filter((question) => question.id in answers)
      .map((question) => ({ question: question.label, value: answers[question.id]! }));
    const asked = new Set(item.questions.map((question) => question.id));
    return [
      ...known,
      ...Object.entries(answers)
        .filter(([id]) => !asked.has(id))
        .map(([id, value]) => ({ question: id, value })),
    ];
  };
  const childNames = await kindergartens.childFirstNames(
    item.kindergarten_id,
    own.flatMap((row) => (row.child_id ? [row.child_id] : [])),
  );
  const answers: ReceiptAnswer[] = [];
  for (const row of own) {
    answers.push({
      childName: row.child_id ? (childNames.get(row.child_id) ?? '–') : null,
      status: row.status,
      feedback: row.feedback,
      answers: inItemOrder(row.answers),
      signaturePng: row.signature_file_id ? ((await files.readBytes(row.signature_file_id)) ?? null) : null,
      answeredAt: row.updated_at,
    });
  }
  const kindergarten = await kindergartens.findByIdOrName(item.kindergarten_id);
  const event = kind === 'event' ? (item as EventRow) : null;
  const pdf = await renderReceipt({
    kind,
    kindergartenName: kindergarten?.name ?? '',
    title: item.title,
    deadline: item.deadline,
    event: event && {
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      allDay: event.all_day,
      location: event.location,
    },
    userName: request.user.name || request.user.username,
    answers,
    language: request.user.language,
    timeZone: request.timeZone,
    now: request.now,
  });
  return { pdf, title: item.title };
}
