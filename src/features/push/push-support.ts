/** Whether this browser can receive web push at all (iOS only in a home-screen app, from 16.4). */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window
  );
}

export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export function currentPushPermission(): PushPermission {
  return browserSupportsPush() ? Notification.permission : 'unsupported';
}
