import { trackAnswers } from '#contract/answer-tracking';
import { trackReads } from '#contract/read-tracking';
import type { PublicationKind } from '#contract/publication-rules';
import type { AnswersResponse } from '#contract/staff';
import { db } from '../../db/kita-db.ts';

/**
 * The tracking view's data as this device knows it (staff receive every family's answers and reads, the children,
 * groups, guardians and people of their kindergarten through sync): what the view shows offline. Null when the item is not
 * on the device.
 */
export async function readLocalAnswers(kind: PublicationKind, id: string): Promise<AnswersResponse | null> {
  const item = kind === 'news' ? await db.news.get(id) : await db.events.get(id);
  if (!item) return null;
  const [confirmations, children, groups, guardians, users, reads] = await Promise.all([
    db.confirmations
      .where(kind === 'news' ? 'news_id' : 'event_id')
      .equals(id)
      .toArray(),
    db.children.where('kindergarten_id').equals(item.kindergarten_id).toArray(),
    db.groups.where('kindergarten_id').equals(item.kindergarten_id).toArray(),
    db.guardians.toArray(),
    db.users.where('kindergarten_id').equals(item.kindergarten_id).toArray(),
    db.item_reads.where('[item_kind+item_id]').equals([kind, id]).toArray(),
  ]);
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const userById = new Map(users.map((user) => [user.id, user]));
  const childRef = (child: (typeof children)[number]) => ({
    id: child.id,
    first_name: child.first_name,
    last_name: child.last_name,
    group_id: child.group_id,
    group_name: child.group_id ? (groupName.get(child.group_id) ?? null) : null,
  });
  const person = (userId: string) => ({ id: userId, name: userById.get(userId)?.name ?? '' });
  const byName = [...children].sort(
    (a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name),
  );
  const expected = {
    children: byName,
    guardianships: guardians.map((guardian) => ({ ...guardian, account: userById.get(guardian.user_id) })),
  };
  const tracked = trackAnswers(item, expected, confirmations);
  const read = trackReads(item, expected, reads);
  const byId = new Map(children.map((child) => [child.id, child]));
  const answers = tracked.answers.map((confirmation) => {
    const child = confirmation.child_id ? byId.get(confirmation.child_id) : undefined;
    return {
      confirmation,
      user: person(confirmation.user_id),
      child: child ? childRef(child) : null,
      answered_at: confirmation.updated_at,
    };
  });
  const pending = tracked.pending.map(({ child, guardians: parents }) => ({
    child: childRef(child),
    guardians: parents.map((parent) => person(parent.user_id)),
  }));
  const families = read.families.map((family) => ({
    children: family.children.map(childRef),
    guardians: family.guardians.map((guardian) => person(guardian.user_id)),
    read_at: family.read_at,
  }));
  return {
    kind,
    item,
    answers,
    pending,
    counts: tracked.counts,
    signatures: [],
    reads: { counts: read.counts, families },
  };
}
