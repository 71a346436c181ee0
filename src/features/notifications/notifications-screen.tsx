import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../db/use-session.ts';
import { requestPull } from '../../sync/sync-signals.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BellIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { notificationPath } from './notification-target.ts';
import { markNotificationOpened, useNotifications } from './use-notifications.ts';
import { markAllNotificationsRead } from './notification-commands.ts';
import { Button } from '../../ui/button.tsx';
import '../../ui/card.css';
import './notifications.css';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';

/** A path made at runtime from the notification's data: typed routes cannot check it. */
const loosePath = (path: string) => path as '/';

/**
 * Messages and events that concern the user, newest first; each opens its screen and counts as read from then on (a
 * message notification also once its conversation is read, on any device).
 */
export function NotificationsScreen() {
  const { t } = useLingui();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const notifications = useNotifications(userId);
  useDocumentTitle(t`Notifications`);
  // Synced rows: a pull brings what arrived meanwhile (screens never fetch what they show).
  useEffect(() => requestPull(), []);
  const time = useKindergartenTime();
  const unread = (notifications ?? []).filter((row) => !row.read).map(({ read: _read, ...row }) => row);
  return (
    <Page withNav title={<Trans>Notifications</Trans>}>
      {!notifications ? (
        <Skeleton lines={5} label={t`Loading`} />
      ) : notifications.length === 0 ? (
        <EmptyState icon={<BellIcon size={36} />} title={<Trans>Nothing new</Trans>}>
          <Trans>New messages and events will be listed here.</Trans>
        </EmptyState>
      ) : (
        <>
          <div className="notifications__actions">
            <Button
              variant="secondary"
              disabled={unread.length === 0}
              onClick={() => void markAllNotificationsRead(unread)}
              data-testid="mark-all-read"
            >
              <Trans>Mark all as read</Trans>
            </Button>
          </div>
          <ul className="list list--boxed" aria-label={t`Notifications`}>
            {notifications.map((notification) => (
              <li
                key={notification.id}
                className="notification"
                data-unread={!notification.read || undefined}
                data-kind={notification.kind}
              >
                <Link
                  to={loosePath(notificationPath(notification.data))}
                  className="notification__link"
                  onClick={() => {
                    if (!notification.read && userId)
                      markNotificationOpened(userId, notification.id).catch((error: unknown) =>
                        console.warn('notifications: opened not stored', error),
                      );
                  }}
                >
                  <span className="notification__title">
                    {!notification.read && <span className="notification__dot" aria-label={t`Unread`} />}
                    {notification.title}
                  </span>
                  <span className="notification__body">{notification.body}</span>
                  <time className="notification__time" dateTime={notification.created_at}>
                    {time.dateTime(notification.created_at, {
                      day: 'numeric',
                      month: 'short',
                      hour: '2-digit',
                      minute: '2-digit',
                    })}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
