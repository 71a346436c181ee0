import { trackAnswers as trackItemAnswers } from '#contract/answer-tracking';
import type { PublicationKind } from '#contract/publication-rules';
import { trackReads } from '#contract/read-tracking';
import type { AnswersResponse, TrackedAnswer } from '#contract/staff';
import type { Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import type { PublicationRow } from '../repositories/publication-repository.ts';

/**
 * Who answered an item and who has not, and which families opened it (GET /api/staff/{kind}/{id}/answers, its CSV and PDF, and the reminder), by
 * contract/answer-tracking.ts: pending children list their parents, whom a reminder reaches.
 */
export async function trackAnswers(
  repositories: Repositories,
  viewer: Viewer,
  kind: PublicationKind,
  id: string,
): Promise<AnswersResponse | undefined> {
  const item = (await repositories.publications.findVisible(kind, viewer, id)) as PublicationRow | undefined;
  if (!item) return undefined;
  const rows = await repositories.confirmations.listForItem(viewer, kind, item.id);
  const audience = await repositories.staff.audienceChildren(item);
  const guardianships = await repositories.staff.guardianshipsOf(audience.map((child) => child.id));
  const tracked = trackItemAnswers(item, { children: audience, guardianships }, rows);
  const reads = trackReads(
    item,
    { children: audience, guardianships },
    await repositories.itemReads.ofItem(kind, item.id),
  );

  // An answer may be for a child no longer in the audience (moved to another group, removed): named all the same.
  const extraChildIds = [
    ...new Set(
      rows.flatMap((row) =>
        row.child_id && !audience.some((child) => child.id === row.child_id) ? [row.child_id] : [],
      ),
    ),
  ];
  const childById = new Map(
    [...audience, ...(await repositories.staff.childrenByIds(extraChildIds))].map((child) => [child.id, child]),
  );
  const users = await repositories.staff.userRefs([...new Set(rows.map((row) => row.user_id))]);
  const answers: TrackedAnswer[] = tracked.answers.map((row) => ({
    confirmation: row,
    user: { id: row.user_id, name: users.get(row.user_id)?.name ?? '' },
    child: row.child_id ? (childById.get(row.child_id) ?? null) : null,
    answered_at: row.updated_at,
  }));
  const signatureIds = rows.flatMap((row) => (row.signature_file_id ? [row.signature_file_id] : []));

  return {
    kind,
    item,
    answers,
    pending: tracked.pending.map(({ child, guardians }) => ({
      child,
      guardians: guardians.map((guardian) => ({ id: guardian.user_id, name: guardian.name })),
    })),
    counts: tracked.counts,
    signatures: await repositories.files.findVisible(viewer, signatureIds),
    reads: {
      counts: reads.counts,
      families: reads.families.map((family) => ({
        children: family.children,
        guardians: family.guardians.map((guardian) => ({ id: guardian.user_id, name: guardian.name })),
        read_at: family.read_at,
      })),
    },
  };
}

/** The users a reminder goes to: every parent guardian of a pending child, once. */
export const reminderRecipients = (tracked: AnswersResponse) => [
  ...new Set(tracked.pending.flatMap((entry) => entry.guardians.map((guardian) => guardian.id))),
];
