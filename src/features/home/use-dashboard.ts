import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRows } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';
import { unreadMessageTotal } from '../../db/unread-messages.ts';
import { absencesOn, latestNews, nextEvents, openAnswerCount } from './dashboard-selectors.ts';

export type Dashboard = {
  menu: SyncRows['menu_days'] | undefined;
  news: SyncRows['news'][];
  events: SyncRows['events'][];
  openAnswers: number;
  unreadMessages: number;
  /** Only for staff; null for parents. */
  absentToday: { absence: SyncRows['absences']; child: SyncRows['children'] | undefined }[] | null;
};

/** Today's ISO date in the device's calendar. */
function todayOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the start page summarises, read from the device with narrow queries (indexes, recent rows only). */
export function useDashboard(userId: string, isStaff: boolean): Dashboard | undefined {
  return useLiveQuery(async () => {
    const now = new Date();
    const today = todayOf(now);
    const [menu, news, events, confirmations, unreadMessages] = await Promise.all([
      db.menu_days.where('date').equals(today).first(),
      db.news.orderBy('published_at').reverse().limit(50).toArray(),
      db.events.where('starts_at').aboveOrEqual(new Date(now.getTime() - 7 * 86_400_000).toISOString()).toArray(),
      db.confirmations.where('user_id').equals(userId).toArray(),
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
      openAnswers: openAnswerCount(news, events, confirmations, userId, now),
      unreadMessages,
      absentToday,
    };
  }, [userId, isStaff]);
}
