import { useLiveQuery } from 'dexie-react-hooks';
import type { PublicationKind } from '#contract/publication-rules';
import type { SyncRows } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';

export interface TrackedItem {
  kind: PublicationKind;
  item: SyncRows['news'] | SyncRows['events'];
  confirmed: number;
  cancelled: number;
  /** Children of the audience nobody has answered for yet. */
  pending: number;
  audience: number;
}

/**
 * Published news and events that ask for an answer, newest first, with their counts — all from the synced rows
 * (staff receive every family's answers), so the list works offline and moves as answers arrive.
 */
export function useTrackedItems(kindergartenId: string): TrackedItem[] | undefined {
  return useLiveQuery(async () => {
    const [news, events, children, confirmations] = await Promise.all([
      db.news.orderBy('published_at').reverse().limit(200).toArray(),
      db.events.orderBy('starts_at').reverse().limit(200).toArray(),
      db.children.where('kindergarten_id').equals(kindergartenId).toArray(),
      db.confirmations.toArray(),
    ]);
    const items = [
      ...news.map((item) => ({ kind: 'news' as const, item })),
      ...events.map((item) => ({ kind: 'event' as const, item })),
    ].filter(({ item }) => item.kindergarten_id === kindergartenId && item.published_at && item.requires_confirmation);
    return items
      .map(({ kind, item }) => {
        const audience = children.filter((child) => item.group_ids.length === 0 || (child.group_id !== null && item.group_ids.includes(child.group_id)));
        const answers = confirmations.filter((c) => (kind === 'news' ? c.news_id : c.event_id) === item.id);
        const answeredChildren = new Set(answers.map((answer) => answer.child_id).filter(Boolean));
        return {
          kind,
          item,
          confirmed: answers.filter((answer) => answer.status === 'confirmed').length,
          cancelled: answers.filter((answer) => answer.status === 'cancelled').length,
          pending: audience.filter((child) => !answeredChildren.has(child.id)).length,
          audience: audience.length,
        };
      })
      .sort((a, b) => (b.item.published_at ?? '').localeCompare(a.item.published_at ?? ''));
  }, [kindergartenId]);
}
