import { childrenInAudience, tallyAnswers } from '#contract/publication-audience';
import type { PublicationKind } from '#contract/publication-rules';
import type { AnswersResponse } from '#contract/staff';
import { db } from '../../db/kita-db.ts';

/**
 * The tracking view's data as this device knows it (staff receive every family's answers, the children, groups,
 * guardians and people of their kindergarten through sync): what the view shows offline. Null when the item is not
 * on the device.
 */
export async function readLocalAnswers(kind: PublicationKind, id: string): Promise<AnswersResponse | null> {
  const item = kind === 'news' ? await db.news.get(id) : await db.events.get(id);
  if (!item) return null;
  const [confirmations, children, groups, guardians, users] = await Promise.all([
    db.confirmations.where(kind === 'news' ? 'news_id' : 'event_id').equals(id).toArray(),
    db.children.where('kindergarten_id').equals(item.kindergarten_id).toArray(),
    db.groups.where('kindergarten_id').equals(item.kindergarten_id).toArray(),
    db.guardians.toArray(),
    db.users.where('kindergarten_id').equals(item.kindergarten_id).toArray(),
  ]);
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const userName = new Map(users.map((user) => [user.id, user.name]));
  const childRef = (child: (typeof children)[number]) => ({
    id: child.id,
    first_name: child.first_name,
    last_name: child.last_name,
    group_id: child.group_id,
    group_name: child.group_id ? (groupName.get(child.group_id) ?? null) : null,
  });
  const person = (userId: string) => ({ id: userId, name: userName.get(userId) ?? '' });
  const audience = childrenInAudience(item, children.filter((child) => !child.deleted_at)).sort((a, b) => a.first_name.localeCompare(b.first_name));
  const live = confirmations.filter((confirmation) => !confirmation.deleted_at);
  const audienceIds = new Set(audience.map((child) => child.id));
  const guardianships = guardians.filter((guardian) => !guardian.deleted_at && audienceIds.has(guardian.child_id));
  const answered = new Set(confirmations.map((confirmation) => confirmation.child_id));
  const byId = new Map(children.map((child) => [child.id, child]));
  const answers = confirmations
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .map((confirmation) => {
      const child = confirmation.child_id ? byId.get(confirmation.child_id) : undefined;
      return { confirmation, user: person(confirmation.user_id), child: child ? childRef(child) : null, answered_at: confirmation.updated_at };
    });
  const pending = audience
    .filter((child) => item.requires_confirmation && !answered.has(child.id))
    .map((child) => ({ child: childRef(child), guardians: guardians.filter((guardian) => guardian.child_id === child.id).map((guardian) => person(guardian.user_id)) }));
  return {
    kind,
    item,
    answers,
    pending,
    counts: tallyAnswers(item, audience, live, guardianships),
    signatures: [],
  };
}
