import { useLiveQuery } from 'dexie-react-hooks';
import { childrenInAudience, tallyAnswers, type AnswerTally } from '#contract/publication-audience';
import type { PublicationKind } from '#contract/publication-rules';
import type { SyncRows } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';

export interface TrackedItem {
  kind: PublicationKind;
  item: SyncRows['news'] | SyncRows['events'];
  /** Per child of the audience, as the server counts (contract/publication-audience.ts). */
  counts: AnswerTally;
}

/**
 * Published news and events that ask for an answer, newest first, with their counts — all from the synced rows
 * (staff receive every family's answers), so the list works offline and moves as answers arrive.
 */
export function useTrackedItems(kindergartenId: string): TrackedItem[] | undefined {
  return useLiveQuery(async () => {
    const [news, events, allChildren, confirmations, guardians] = await Promise.all([
      db.news.orderBy('published_at').reverse().limit(200).toArray(),
      db.events.orderBy('starts_at').reverse().limit(200).toArray(),
      db.children.where('kindergarten_id').equals(kindergartenId).toArray(),
      db.confirmations.toArray(),
      db.guardians.toArray(),
    ]);
    const children = allChildren.filter((child) => !child.deleted_at);
    const liveGuardians = guardians.filter((guardian) => !guardian.deleted_at);
    const items = [
      ...news.map((item) => ({ kind: 'news' as const, item })),
      ...events.map((item) => ({ kind: 'event' as const, item })),
    ].filter(({ item }) => item.kindergarten_id === kindergartenId && item.published_at && item.requires_confirmation);
    return items
      .map(({ kind, item }) => {
        const answers = confirmations.filter((c) => !c.deleted_at && (kind === 'news' ? c.news_id : c.event_id) === item.id);
        return { kind, item, counts: tallyAnswers(item, childrenInAudience(item, children), answers, liveGuardians) };
      })
      .sort((a, b) => (b.item.published_at ?? '').localeCompare(a.item.published_at ?? ''));
  }, [kindergartenId]);
}
