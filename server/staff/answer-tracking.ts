import { tallyAnswers } from '#contract/publication-audience';
import type { PublicationKind } from '#contract/publication-rules';
import type { AnswersResponse, PendingChild, TrackedAnswer } from '#contract/staff';
import type { Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import type { PublicationRow } from '../repositories/publication-repository.ts';

/**
 * Who answered an item and who has not (GET /api/staff/{kind}/{id}/answers, its CSV and PDF, and the reminder).
 * Counted per child of the audience (contract/publication-audience.ts); pending children list their parent
 * guardians, whom a reminder reaches.
 */
export async function trackAnswers(repositories: Repositories, viewer: Viewer, kind: PublicationKind, id: string): Promise<AnswersResponse | undefined> {
  const item = (await repositories.publications.findVisible(kind, viewer, id)) as PublicationRow | undefined;
  if (!item) return undefined;
  const rows = await repositories.confirmations.listForItem(viewer, kind, item.id);
  const audience = await repositories.staff.audienceChildren(item);
  const answeredChildIds = new Set(rows.flatMap((row) => (row.child_id ? [row.child_id] : [])));
  const extraChildIds = [...answeredChildIds].filter((childId) => !audience.some((child) => child.id === childId));
  const childById = new Map([...audience, ...(await repositories.staff.childrenByIds(extraChildIds))].map((child) => [child.id, child]));
  const users = await repositories.staff.userRefs([...new Set(rows.map((row) => row.user_id))]);

  const answers: TrackedAnswer[] = rows
    .map((row) => ({
      confirmation: row,
      user: { id: row.user_id, name: users.get(row.user_id)?.name ?? '' },
      child: row.child_id ? (childById.get(row.child_id) ?? null) : null,
      answered_at: row.updated_at,
    }))
    .sort((a, b) => b.answered_at.localeCompare(a.answered_at));

  // An item that asks for no answer has nobody pending (and nobody to remind).
  const pendingChildren = item.requires_confirmation ? audience.filter((child) => !answeredChildIds.has(child.id)) : [];
  const guardiansOf = await repositories.staff.parentGuardians(audience.map((child) => child.id));
  const guardianships = [...guardiansOf].flatMap(([childId, people]) => people.map((person) => ({ child_id: childId, user_id: person.id })));
  const pending: PendingChild[] = pendingChildren.map((child) => ({ child, guardians: guardiansOf.get(child.id) ?? [] }));
  const signatureIds = rows.flatMap((row) => (row.signature_file_id ? [row.signature_file_id] : []));

  return {
    kind,
    item,
    answers,
    pending,
    counts: tallyAnswers(item, audience, rows, guardianships),
    signatures: await repositories.files.findVisible(viewer, signatureIds),
  };
}

/** The users a reminder goes to: every parent guardian of a pending child, once. */
export const reminderRecipients = (tracked: AnswersResponse) => [...new Set(tracked.pending.flatMap((entry) => entry.guardians.map((guardian) => guardian.id)))];
