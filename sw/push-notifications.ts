import { db } from '../src/db/kita-db.ts';
import { notificationPath, readPushPayload } from './notification-target.ts';
import { serviceWorker } from './service-worker-scope.ts';

/** The signed-in user's UI language, for the path prefix when the payload names none. */
async function userLocale(): Promise<string | undefined> {
  try {
    const session = await db.session.get('current');
    return session ? (await db.account.get(session.userId))?.language_iso : undefined;
  } catch {
    return undefined;
  }
}

async function showPush(data: PushMessageData | null): Promise<void> {
  let raw: unknown = null;
  try {
    raw = data?.json();
  } catch {
    raw = { body: data?.text() };
  }
  const payload = readPushPayload(raw);
  const path = notificationPath(payload, await userLocale());
  await serviceWorker.registration.showNotification(payload.title ?? 'Kita', {
    body: payload.body ?? '',
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    // One notification per conversation or item: a burst of chat messages replaces, not piles up.
    tag: payload.tag ?? path,
    data: { path },
  });
}

/** Focuses a window already on the target, else turns an open app window there, else opens a new one. */
async function openPath(path: string): Promise<void> {
  const target = new URL(path, serviceWorker.location.origin).href;
  const windows = await serviceWorker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client =
    windows.find((candidate) => candidate.url === target) ??
    windows.find((candidate) => candidate.url.startsWith(serviceWorker.location.origin));
  if (!client) {
    await serviceWorker.clients.openWindow(target);
    return;
  }
  const arrived = client.url === target ? client : ((await client.navigate(target)) ?? client);
  // Focus may be refused outside a user gesture; the window is on the right screen either way.
  await arrived.focus().catch(() => undefined);
}

export function listenForPush(): void {
  serviceWorker.addEventListener('push', (event) => event.waitUntil(showPush(event.data)));
  serviceWorker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { path?: unknown } | null)?.path;
    event.waitUntil(openPath(typeof path === 'string' ? path : '/'));
  });
}
