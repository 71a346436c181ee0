import { useLiveQuery } from 'dexie-react-hooks';
import { db, type UserRow } from '../../db/kita-db.ts';
import { waitingAnswers, type WaitingAnswer } from '../../db/waiting-answers.ts';
import type { NewsRow } from './publication-model.ts';

export type ArchiveFilter = 'all' | 'waiting';

/**
 * `/news` from the device's data, live: every published news item newest first, or exactly the news and events
 * that wait for the user's answer (the home page counts the same list). Undefined while loading.
 */
export function useNewsArchive(
  user: UserRow | undefined,
  filter: ArchiveFilter,
  now: number,
): { entries: WaitingAnswer[]; waitingIds: Set<string> } | undefined {
  return useLiveQuery(async () => {
    if (!user) return undefined;
    const waiting = await waitingAnswers(user, new Date(now));
    const waitingIds = new Set(waiting.map((entry) => entry.item.id));
    if (filter === 'waiting') return { entries: waiting, waitingIds };
    const news: NewsRow[] = await db.news
      .orderBy('published_at')
      .reverse()
      .filter((item) => !item.deleted_at && item.published_at !== null)
      .toArray();
    return { entries: news.map((item) => ({ kind: 'news' as const, item })), waitingIds };
  }, [user, filter, now]);
}
