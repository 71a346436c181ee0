import { z } from 'zod';
import { idSchema } from './common.ts';
import { syncRowsShape } from './sync.ts';
import { roleSchema } from './user.ts';

/**
 * Realtime: Pusher protocol 7. Events say that something changed and carry the new row where it is
 * small; the client upserts it by `version` (a newer local version wins) or pulls GET /api/sync.
 * Echo names: `Echo.private('kindergarten.<id>')` subscribes `private-kindergarten.<id>`; listen with a leading dot,
 * `.listen('.absence.changed', …)`, because these are not Laravel `App\Events` class names.
 */
export const realtimeChannels = {
  /** Personal: notifications, and changes to the user's own children (absences). */
  user: (userId: string) => `private-App.Models.User.${userId}`,
  /** Everyone of a kindergarten: board, news, events, menu. Never anything one family may not see of another. */
  kindergarten: (kindergartenId: string) => `private-kindergarten.${kindergartenId}`,
  /** Staff and admins of a kindergarten: every family's absences. */
  kindergartenStaff: (kindergartenId: string) => `private-kindergarten.${kindergartenId}.staff`,
  /** Members of a room only: messages (contract/chat.ts). */
  room: (roomId: string) => `private-chat.room.${roomId}`,
  /** Who is in a room right now, and `client-typing` whispers. */
  roomPresence: (roomId: string) => `presence-chat.room.${roomId}`,
} as const;

/** The Echo names (without `private-`/`presence-`), for `Echo.private(...)` and `Echo.join(...)`. */
export const echoChannels = {
  user: (userId: string) => `App.Models.User.${userId}`,
  kindergarten: (kindergartenId: string) => `kindergarten.${kindergartenId}`,
  kindergartenStaff: (kindergartenId: string) => `kindergarten.${kindergartenId}.staff`,
  room: (roomId: string) => `chat.room.${roomId}`,
} as const;

export const realtimeEvents = {
  /** An absence was reported, changed or withdrawn; on the staff channel and each guardian's user channel. */
  absenceChanged: 'absence.changed',
  /** Something changed that the event does not carry: pull GET /api/sync. */
  syncAvailable: 'sync.available',
  /** A notification for this user (new message, event, news…); on the user's channel, carrying the row. */
  notificationCreated: 'notification.created',
  /** A roll call or a child's line of it changed; on the staff channel only, carrying the rows. */
  rollCallChanged: 'roll-call.changed',
} as const;

/** The chat's events; their payloads are in contract/chat.ts. */
export const chatRealtimeEvents = {
  /** `messageSentEventSchema` on the room channel (and, private, on both user channels). */
  messageSent: 'message.sent',
  /** `roomReadEventSchema` on the reader's user channel. */
  roomRead: 'room.read',
} as const;

/**
 * Every event the server sends. A client tells them from anything else on a channel (a client event) by this list:
 * one carrying rows (`syncRowsShape`) is stored from them, one without rows asks for a pull, anything else is ignored.
 */
export const serverRealtimeEvents: readonly string[] = [
  ...Object.values(realtimeEvents),
  ...Object.values(chatRealtimeEvents),
];

/**
 * An event that carries rows carries only them, in `changes` (and `tombstones`): no second copy under a field of its
 * own, so a long chat message stays within what a Pusher-compatible server accepts. An absence changed: `absences`.
 */
export const absenceChangedEventSchema = syncRowsShape;
export type AbsenceChangedEvent = z.infer<typeof absenceChangedEventSchema>;

/** `notifications`: the new one. */
export const notificationCreatedEventSchema = syncRowsShape;
export type NotificationCreatedEvent = z.infer<typeof notificationCreatedEventSchema>;

export const syncAvailableEventSchema = z.object({ version: z.number().int() });
export type SyncAvailableEvent = z.infer<typeof syncAvailableEventSchema>;

/**
 * The one client event there is, on a room's presence channel only: `Echo.join('chat.room.<id>').whisper('typing',
 * {typing})`. The server passes it on with the sender's `user_id` (taken from the sender's presence membership, never
 * from the whisper), at most `clientEventsPerSecond` a second per socket.
 */
export const typingWhisperEvent = 'client-typing';
export const typingWhisperInputSchema = z.object({ typing: z.boolean() });
export const typingWhisperSchema = z.object({ user_id: idSchema, typing: z.boolean() });
export const clientEventsPerSecond = 10;

/** `channel_data.user_info` of presence members. */
export const presenceMemberInfoSchema = z.object({ name: z.string(), role: roleSchema });
export type PresenceMemberInfo = z.infer<typeof presenceMemberInfoSchema>;

/** POST /broadcasting/auth (form-encoded or JSON, with the bearer token). */
export const broadcastingAuthRequestSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().min(1).max(200),
});
export const broadcastingAuthResponseSchema = z.object({ auth: z.string(), channel_data: z.string().optional() });

/**
 * GET /api/realtime: where the client connects. `host` null = the page's own host and port (the built-in endpoint);
 * otherwise an external Pusher-compatible server (PUSHER_* configured). Echo options:
 * `{broadcaster: 'reverb', key, wsHost: host ?? location.hostname, wsPort: port ?? location.port || 80,
 *   wssPort: port ?? location.port || 443, forceTLS: scheme === 'https' (or location.protocol === 'https:'),
 *   enabledTransports: ['ws', 'wss'], authEndpoint: new URL(auth_endpoint, apiBase).href,
 *   auth: {headers: {Authorization: 'Bearer …'}}}`.
 */
export const realtimeConfigSchema = z.object({
  key: z.string(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  scheme: z.enum(['http', 'https']).nullable(),
  auth_endpoint: z.string(),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

/** Close codes pusher-js understands (4000–4099 refuse, 4100–4199 back off, 4200–4299 reconnect now). */
export const pusherCloseCodes = {
  applicationDoesNotExist: 4001,
  /** Too many refused subscriptions on one socket: someone guessing signatures. */
  unauthorized: 4009,
  overCapacity: 4100,
  /** Client events far beyond `clientEventsPerSecond`. */
  tooManyClientEvents: 4101,
  genericReconnect: 4200,
  pongNotReceived: 4201,
  closedAfterInactivity: 4202,
} as const;
