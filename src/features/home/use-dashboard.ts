import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRows } from '#contract/sync-rows';
import { db, type UserRow } from '../../db/kita-db.ts';
import { unreadMessageTotal } from '../../db/unread-messages.ts';
import { waitingAnswers } from '../../db/waiting-answers.ts';
import { absencesOn, latestNews, nextEvents } from './dashboard-selectors.ts';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';

export type Dashboard = {
  menu: SyncRows['menu_days'] | undefined;
  news: SyncRows['news'][];
  events: SyncRows['events'][];
  /** What waits for the user's answer (contract/publication-audience.ts); /news?filter=waiting lists the same. */
  openAnswers: number;
  unreadMessages: number;
  /** Only for staff; null for parents. */
  absentToday: { absence: SyncRows['absences']; child: SyncRows['children'] | undefined }[] | null;
};

/** What the start page summarises, read from the device with narrow queries (indexes, recent rows only). */
export function useDashboard(user: UserRow | null): Dashboard | undefined {
  const userId = user?.id ?? '';
  const isStaff = user !== null && user.role !== 'parent';
  return useLiveQuery(async () => {
    if (!user) return undefined;
    const now = new Date();
    const today = kindergartenToday(now);
    const [menu, news, events, waiting, unreadMessages] = await Promise.all([
      db.menu_days.where('date').equals(today).first(),
      db.news.orderBy('published_at').reverse().limit(50).toArray(),
      db.events
        .where('starts_at')
        .aboveOrEqual(new Date(now.getTime() - 7 * 86_400_000).toISOString())
        .toArray(),
      waitingAnswers(user, now),
      unreadMessageTotal(userId),
    ]);
    let absentToday: Dashboard['absentToday'] = null;
    if (isStaff) {
      const absences = absencesOn(await db.absences.where('from').belowOrEqual(today).toArray(), today);
      const children = await db.children.bulkGet(absences.map((a) => a.child_id));
      absentToday = absences.map((absence, index) => ({ absence, child: children[index] }));
    }
    return {
      menu: menu && menu.deleted_at === null ? menu : undefined,
      news: latestNews(news),
      events: nextEvents(events, now),
      openAnswers: waiting.length,
      unreadMessages,
      absentToday,
    };
  }, [user, userId, isStaff]);
}
