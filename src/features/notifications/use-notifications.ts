import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';

export type Notification = SyncRow<'notifications'>;

/** The user's notifications (messages, events, news…), newest first, as synced to the device. */
export function useNotifications(userId: string | undefined): Notification[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const rows = await db.notifications.orderBy('created_at').reverse().limit(200).toArray();
    return rows.filter((row) => row.user_id === userId && !row.deleted_at);
  }, [userId]);
}

/** Notifications not read yet (the bell's badge). */
export function useUnreadNotificationCount(userId: string | undefined): number {
  return useNotifications(userId)?.filter((row) => !row.read_at).length ?? 0;
}
