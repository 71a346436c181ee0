import { useLiveQuery } from 'dexie-react-hooks';
import { trackAnswers, type AnswerTally } from '#contract/answer-tracking';
import { trackReads, type ReadTracking } from '#contract/read-tracking';
import type { PublicationKind } from '#contract/publication-rules';
import type { SyncRows } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';

export interface TrackedItem {
  kind: PublicationKind;
  item: SyncRows['news'] | SyncRows['events'];
  /** Per child of the audience, as the server counts (contract/answer-tracking.ts). */
  counts: AnswerTally;
  /** Families who opened it, as the server counts (contract/read-tracking.ts). */
  reads: ReadTracking<unknown, unknown>['counts'];
}

/**
 * Published news and events that ask for an answer, newest first, with their counts — all from the synced rows
 * (staff receive every family's answers), so the list works offline and moves as answers arrive.
 */
export function useTrackedItems(kindergartenId: string): TrackedItem[] | undefined {
  return useLiveQuery(async () => {
    const [news, events, children, confirmations, guardians, users, reads] = await Promise.all([
      db.news.orderBy('published_at').reverse().limit(200).toArray(),
      db.events.orderBy('starts_at').reverse().limit(200).toArray(),
      db.children.where('kindergarten_id').equals(kindergartenId).toArray(),
      db.confirmations.toArray(),
      db.guardians.toArray(),
      db.users.where('kindergarten_id').equals(kindergartenId).toArray(),
      db.item_reads.where('item_kind').anyOf('news', 'event').toArray(),
    ]);
    const readsOf = new Map<string, typeof reads>();
    for (const read of reads) {
      const key = `${read.item_kind}:${read.item_id}`;
      readsOf.set(key, [...(readsOf.get(key) ?? []), read]);
    }
    const accounts = new Map(users.map((user) => [user.id, user]));
    const guardianships = guardians.map((guardian) => ({ ...guardian, account: accounts.get(guardian.user_id) }));
    const items = [
      ...news.map((item) => ({ kind: 'news' as const, item })),
      ...events.map((item) => ({ kind: 'event' as const, item })),
    ].filter(({ item }) => item.kindergarten_id === kindergartenId && item.published_at && item.requires_confirmation);
    return items
      .map(({ kind, item }) => {
        const answers = confirmations.filter((c) => (kind === 'news' ? c.news_id : c.event_id) === item.id);
        const itemReads = readsOf.get(`${kind}:${item.id}`) ?? [];
        return {
          kind,
          item,
          counts: trackAnswers(item, { children, guardianships }, answers).counts,
          reads: trackReads(item, { children, guardianships }, itemReads).counts,
        };
      })
      .sort((a, b) => (b.item.published_at ?? '').localeCompare(a.item.published_at ?? ''));
  }, [kindergartenId]);
}
