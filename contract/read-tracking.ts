import { answersForChild, familyGroups, type ExpectedChild, type TrackedGuardianship } from './answer-tracking.ts';
import { childrenInAudience, type AudienceItem } from './publication-audience.ts';

/**
 * "Read by 9 of 13 families": who of a news item's or event's audience opened it, for the server's tracking answer
 * (and its CSV and PDF) and the staff's offline view and list alike. Families are those of the answer tracking
 * (answer-tracking.ts: the audience's children linked by the parents who answer for them, so siblings are one
 * family); a family has read it when any of those parents did, at the first of their reads.
 */

/** A read as the count needs it; a removed one (`deleted_at` set) counts as none. */
export type CountedRead = { user_id: string; read_at: string; deleted_at?: string | null };

export type FamilyRead<C, G> = {
  children: C[];
  /** The parents who answer for these children, once each. */
  guardians: G[];
  /** The first read by one of them; null: nobody of the family has opened it. */
  read_at: string | null;
};

export type ReadTracking<C, G> = {
  /** Every family of the audience, those who read first (earliest read first), then the others in audience order. */
  families: FamilyRead<C, G>[];
  counts: { read: number; families: number };
};

export function trackReads<C extends ExpectedChild, G extends TrackedGuardianship>(
  item: Pick<AudienceItem, 'group_ids'>,
  expected: { children: readonly C[]; guardianships: readonly G[] },
  reads: readonly CountedRead[],
): ReadTracking<C, G> {
  const audience = childrenInAudience(
    item,
    expected.children.filter((child) => !child.deleted_at),
  );
  const parents = expected.guardianships.filter(answersForChild);
  const firstRead = new Map<string, string>();
  for (const read of reads) {
    if (read.deleted_at) continue;
    const earlier = firstRead.get(read.user_id);
    if (earlier === undefined || read.read_at < earlier) firstRead.set(read.user_id, read.read_at);
  }
  const byId = new Map(audience.map((child) => [child.id, child]));
  const families = familyGroups(new Set(byId.keys()), parents).map((childIds) => {
    const guardians = [
      ...new Map(
        parents.filter((parent) => childIds.includes(parent.child_id)).map((parent) => [parent.user_id, parent]),
      ).values(),
    ];
    const times = guardians.flatMap((guardian) => firstRead.get(guardian.user_id) ?? []).sort();
    return { children: childIds.map((id) => byId.get(id)!), guardians, read_at: times[0] ?? null };
  });
  const read = families.filter((family) => family.read_at !== null);
  const unread = families.filter((family) => family.read_at === null);
  read.sort((a, b) => a.read_at!.localeCompare(b.read_at!));
  return { families: [...read, ...unread], counts: { read: read.length, families: families.length } };
}
