import { markAllNotificationsReadPath } from '#contract/notification-read';
import { db } from '../../db/kita-db.ts';
import { runCommand } from '../../sync/run-command.ts';
import type { Notification } from './use-notifications.ts';

/**
 * Marks every notification on the device read at once, and on the server through the outbox up to the newest one
 * shown (offline too). The outbox entry carries that newest row; the others are marked here in the same
 * transaction, and the push goes before the next pull, so no pull brings them back unread.
 */
export async function markAllNotificationsRead(unread: readonly Notification[]): Promise<void> {
  const newest = unread.reduce<Notification | undefined>(
    (latest, row) => (!latest || row.created_at > latest.created_at ? row : latest),
    undefined,
  );
  if (!newest) return;
  const readAt = new Date().toISOString();
  await db.transaction('rw', [db.session, db.outbox, db.notifications], async () => {
    await runCommand({
      kind: 'mark-notifications-read',
      table: 'notifications',
      row: { ...newest, read_at: readAt },
      method: 'POST',
      path: markAllNotificationsReadPath,
      body: { before: newest.created_at },
    });
    const others = unread.filter((row) => row.id !== newest.id).map((row) => ({ ...row, read_at: readAt }));
    await db.notifications.bulkPut(others);
  });
}
