import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncRow } from '#contract/sync-rows';
import { db } from '../../db/kita-db.ts';

export type Notification = SyncRow<'notifications'>;

/** Where this device remembers which notifications the user opened (the server has no call to mark one read). */
const openedKey = (userId: string) => `notifications-opened:${userId}`;
const openedLimit = 500;

async function openedIds(userId: string): Promise<Set<string>> {
  const stored = (await db.device.get(openedKey(userId)))?.value;
  try {
    return new Set(stored ? (JSON.parse(stored) as string[]) : []);
  } catch {
    return new Set();
  }
}

/** Remembers on this device that the user opened a notification (offline too); the newest few hundred are kept. */
export async function markNotificationOpened(userId: string, notificationId: string): Promise<void> {
  await db.transaction('rw', db.device, async () => {
    const ids = [...(await openedIds(userId))].filter((id) => id !== notificationId);
    ids.push(notificationId);
    await db.device.put({ key: openedKey(userId), value: JSON.stringify(ids.slice(-openedLimit)) });
  });
}

/**
 * Whether a notification counts as read: the server says so (`read_at`), or it is about a conversation the user has
 * read since (the room's `last_read_at`, which the server keeps and every device agrees on), or it was opened here.
 */
export function isNotificationRead(
  notification: Notification,
  lastReadOf: Map<string, string | null>,
  opened: Set<string>,
): boolean {
  if (notification.read_at || opened.has(notification.id)) return true;
  const roomId = notification.data.roomId;
  const lastRead = roomId ? lastReadOf.get(roomId) : undefined;
  return !!lastRead && lastRead >= notification.created_at;
}

export type NotificationItem = Notification & { read: boolean };

/** The user's notifications (messages, events, news…), newest first, as synced to the device, each with its read state. */
export function useNotifications(userId: string | undefined): NotificationItem[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const [rows, memberships, opened] = await Promise.all([
      db.notifications.orderBy('created_at').reverse().limit(200).toArray(),
      db.room_members.where('user_id').equals(userId).toArray(),
      openedIds(userId),
    ]);
    const lastReadOf = new Map(memberships.map((member) => [member.room_id, member.last_read_at]));
    return rows
      .filter((row) => row.user_id === userId && !row.deleted_at)
      .map((row) => ({ ...row, read: isNotificationRead(row, lastReadOf, opened) }));
  }, [userId]);
}

/** Notifications not read yet (the bell's badge). */
export function useUnreadNotificationCount(userId: string | undefined): number {
  return useNotifications(userId)?.filter((row) => !row.read).length ?? 0;
}
