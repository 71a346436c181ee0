import { childrenInAudience, type AudienceChild, type AudienceItem } from './publication-audience.ts';
import type { Role } from './user.ts';

/**
 * What staff see of the answers to one news item or event: who it is for, who answered, which children nobody
 * answered for yet and whose parents a reminder reaches, and the counts. One rule for the server's tracking answer
 * (and its CSV, PDF and reminder), the same view offline, and the counts of the staff's list, so each gives the same
 * figures from the same rows.
 */

/** An answer as the tracking needs it; a withdrawn one (`deleted_at` set) counts as none. */
export type CountedAnswer = {
  child_id: string | null;
  status: 'confirmed' | 'cancelled';
  updated_at: string;
  deleted_at?: string | null;
};

/** A child of the kindergarten; a removed one (`deleted_at` set) is in no audience. */
export type ExpectedChild = AudienceChild & { deleted_at?: string | null };

/**
 * A child's guardianship with the account it links. `account` undefined: that account is not known, as a removed
 * one is not on a device (the server still has it, marked removed).
 */
export type TrackedGuardianship = {
  child_id: string;
  user_id: string;
  deleted_at?: string | null;
  account: { role: Role; deleted_at?: string | null } | undefined;
};

export type AnswerTally = {
  confirmed: number;
  cancelled: number;
  answered: number;
  pending: number;
  audience_children: number;
  families: number;
};

export type AnswerTracking<C, A, G> = {
  /** The children the item is for, in the order given. */
  audience: C[];
  /** The live answers, newest change first. */
  answers: A[];
  /** The audience's children nobody answered for, with the parents who answer for them; nobody for an item that asks for no answer. */
  pending: { child: C; guardians: G[] }[];
  counts: AnswerTally;
};

/**
 * Who answers for a child, is reminded and links siblings into one family: a parent's live account through a live
 * guardianship. A removed account keeps its guardianships on the server but answers for nobody.
 */
export function answersForChild(guardianship: TrackedGuardianship): boolean {
  const { account } = guardianship;
  return !guardianship.deleted_at && account !== undefined && !account.deleted_at && account.role === 'parent';
}

/**
 * The tracking of one item from the kindergarten's children, their guardianships and the item's answers (any of them
 * may be withdrawn or removed). Counted per child of the audience: a child counts once, by the newest answer any
 * guardian gave for it; answers for children outside the audience (moved to another group since) and answers without
 * a child do not count. `families`: the audience's children grouped by shared parents, so siblings and both parents of
 * one child are one family. An item that asks for no answer has nobody pending: staff see its audience instead.
 */
export function trackAnswers<C extends ExpectedChild, A extends CountedAnswer, G extends TrackedGuardianship>(
  item: Pick<AudienceItem, 'requires_confirmation' | 'group_ids'>,
  expected: { children: readonly C[]; guardianships: readonly G[] },
  answers: readonly A[],
): AnswerTracking<C, A, G> {
  const audience = childrenInAudience(
    item,
    expected.children.filter((child) => !child.deleted_at),
  );
  const live = answers
    .filter((answer) => !answer.deleted_at)
    .sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));
  const parents = expected.guardianships.filter(answersForChild);

  const ids = new Set(audience.map((child) => child.id));
  const newest = new Map<string, A>();
  for (const answer of live) {
    if (answer.child_id && ids.has(answer.child_id) && !newest.has(answer.child_id))
      newest.set(answer.child_id, answer);
  }
  const confirmed = [...newest.values()].filter((answer) => answer.status === 'confirmed').length;
  const pending = item.requires_confirmation
    ? audience
        .filter((child) => !newest.has(child.id))
        .map((child) => ({ child, guardians: parents.filter((parent) => parent.child_id === child.id) }))
    : [];
  return {
    audience,
    answers: live,
    pending,
    counts: {
      confirmed,
      cancelled: newest.size - confirmed,
      answered: newest.size,
      pending: pending.length,
      audience_children: ids.size,
      families: countFamilies(ids, parents),
    },
  };
}

/** Children linked by a shared guardian form one family; a child without a guardian is a family of its own. */
export function countFamilies(
  childIds: ReadonlySet<string>,
  guardianships: readonly { child_id: string; user_id: string }[],
): number {
  return familyGroups(childIds, guardianships).length;
}

/**
 * The families of `countFamilies` themselves: each a list of child ids, in the order the children were given (a
 * family where its first child is).
 */
export function familyGroups(
  childIds: ReadonlySet<string>,
  guardianships: readonly { child_id: string; user_id: string }[],
): string[][] {
  const parent = new Map([...childIds].map((id) => [id, id]));
  const root = (id: string): string => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  const firstChildOf = new Map<string, string>();
  for (const { child_id, user_id } of guardianships) {
    if (!childIds.has(child_id)) continue;
    const first = firstChildOf.get(user_id);
    if (first === undefined) firstChildOf.set(user_id, child_id);
    else parent.set(root(child_id), root(first));
  }
  const groups = new Map<string, string[]>();
  for (const id of childIds) {
    const key = root(id);
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()];
}
