/** Where a notification leads, from the ids in its `data` (server/seed/notifications.ts, contract/push.ts kinds). */
export function notificationPath(data: Record<string, string>): string {
  if (data.roomId) return `/chat/room/${data.roomId}`;
  if (data.newsId) return `/news/${data.newsId}`;
  if (data.eventId) return `/events/${data.eventId}`;
  if (data.postId) return `/blackboard/${data.postId}`;
  return '/';
}
