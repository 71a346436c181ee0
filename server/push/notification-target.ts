/** The screen a notification opens, named by a path of the app (src/routes). */
export type NotificationTarget =
  | { type: 'room'; id: string }
  /** `id`: the other person's user id, as `/chat/{id}` expects. */
  | { type: 'private-chat'; id: string }
  | { type: 'event'; id: string }
  | { type: 'news'; id: string }
  | { type: 'blackboard-post'; id: string };

const routes: Record<NotificationTarget['type'], { path: (id: string) => string; idField: string }> = {
  room: { path: (id) => `/chat/room/${id}`, idField: 'roomId' },
  'private-chat': { path: (id) => `/chat/${id}`, idField: 'chatId' },
  event: { path: (id) => `/events/${id}`, idField: 'eventId' },
  news: { path: (id) => `/news/${id}`, idField: 'newsId' },
  'blackboard-post': { path: (id) => `/blackboard/${id}`, idField: 'postId' },
};

/**
 * `notifications.data`: the app's own path (no locale; the client's router adds it) and the id under the name the
 * demo data uses (`roomId`, `eventId`, …), so the in-app list can group or mark them without parsing the URL.
 */
export function notificationData(target: NotificationTarget): Record<string, string> {
  const route = routes[target.type];
  return { url: route.path(target.id), [route.idField]: target.id };
}
