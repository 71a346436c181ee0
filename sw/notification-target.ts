import { defaultLocale, isLocale } from '#contract/locales';

/**
 * What a push may carry. FCM's webpush puts title/body under `notification` and the rest under `data` (string
 * values); a plain Web Push payload may put everything at the top. Both are read.
 */
export interface PushPayload {
  title?: string;
  body?: string;
  /** An app path without locale prefix, e.g. `/chat/room/{id}`; wins over the ids below. */
  url?: string;
  /** 'message' | 'chat' | 'event' | 'news' with the id of what it is about. */
  type?: string;
  room_id?: string;
  receiver_id?: string;
  sender_id?: string;
  event_id?: string;
  news_id?: string;
  /** The recipient's UI language: the path gets its prefix (German has none). */
  locale?: string;
  tag?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Flattens `{notification, data, ...}` into one PushPayload; unknown fields are ignored. */
export function readPushPayload(raw: unknown): PushPayload {
  if (!raw || typeof raw !== 'object') return {};
  const top = raw as Record<string, unknown>;
  const nested = [top.notification, top.data].filter(
    (part): part is Record<string, unknown> => !!part && typeof part === 'object',
  );
  const merged: Record<string, unknown> = { ...top, ...Object.assign({}, ...nested) };
  const payload: PushPayload = {};
  for (const key of [
    'title',
    'body',
    'url',
    'type',
    'room_id',
    'receiver_id',
    'sender_id',
    'event_id',
    'news_id',
    'locale',
    'tag',
  ] as const) {
    const value = text(merged[key]) ?? (typeof merged[key] === 'number' ? String(merged[key]) : undefined);
    if (value) payload[key] = value;
  }
  return payload;
}

const safeSegment = (id: string) => encodeURIComponent(id);

/** The screen a tap opens (a path of src/routes): the chat room, private chat, event or news item; home otherwise. */
export function notificationPath(payload: PushPayload, fallbackLocale?: string): string {
  let path = '/';
  // Only same-app paths: a payload must never send the user to another site.
  if (payload.url?.startsWith('/') && !payload.url.startsWith('//')) path = payload.url;
  else if (payload.room_id) path = `/chat/room/${safeSegment(payload.room_id)}`;
  else if (payload.type === 'message' && (payload.sender_id ?? payload.receiver_id))
    path = `/chat/${safeSegment((payload.sender_id ?? payload.receiver_id)!)}`;
  else if (payload.event_id) path = `/events/${safeSegment(payload.event_id)}`;
  else if (payload.news_id) path = `/news/${safeSegment(payload.news_id)}`;
  const locale = payload.locale ?? fallbackLocale;
  if (!isLocale(locale) || locale === defaultLocale || path.startsWith(`/${locale}/`) || path === `/${locale}`)
    return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
