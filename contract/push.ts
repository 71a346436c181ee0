import { z } from 'zod';
import { idSchema, statusSchema } from './common.ts';
import { locales } from './locales.ts';

/** POST /api/change-push-notification: the user's choice, stored in `users.push_notification`. */
export const changePushNotificationRequestSchema = z.object({ push_notification: z.boolean() });
export type ChangePushNotificationRequest = z.infer<typeof changePushNotificationRequestSchema>;

export const changePushNotificationResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.literal('push_updated'),
  push_notification: z.boolean(),
});
export type ChangePushNotificationResponse = z.infer<typeof changePushNotificationResponseSchema>;

/**
 * FCM registration tokens are about 160–200 characters today; Google documents no maximum, so the bound only keeps
 * garbage out. One token belongs to one browser profile: the same token sent by another user moves to them.
 */
export const fcmTokenMaxLength = 4096;
export const fcmTokenRequestSchema = z.object({ fcmToken: z.string().trim().min(1).max(fcmTokenMaxLength) });
export type FcmTokenRequest = z.infer<typeof fcmTokenRequestSchema>;

export const fcmTokenResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.literal('fcm_token_saved'),
});
export type FcmTokenResponse = z.infer<typeof fcmTokenResponseSchema>;

/**
 * DELETE /api/fcm-token {fcmToken}: sign-out on this browser, before the logout, so the previous user's notifications
 * stop reaching it. Succeeds also when the token is unknown or belongs to someone else (then nothing is deleted).
 */
export const fcmTokenDeletedResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.literal('fcm_token_deleted'),
});
export type FcmTokenDeletedResponse = z.infer<typeof fcmTokenDeletedResponseSchema>;

/** What a notification is about (`notifications.kind`). */
export const notificationKinds = ['message', 'event', 'news', 'blackboard', 'reminder'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * The `data` of every web push the server sends through FCM. It is a data-only message (no FCM `notification`
 * block), so the app's own service worker decides how to show it: in its `push` handler,
 * `pushMessageDataSchema.parse(event.data.json().data)`, then
 * `registration.showNotification(title, {body, tag})`, and on `notificationclick` open `url` in `locale`
 * (German has no path prefix, every other locale is the first segment: `/tr/chat/room/<id>`).
 */
export const pushMessageDataSchema = z.object({
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** The app's own path without locale prefix, as in `notifications.data.url`: `/chat/room/<id>`. */
  url: z.string().startsWith('/'),
  /** The recipient's UI language: title and body are in it, and the opened path takes its prefix. */
  locale: z.enum(locales),
  /** Same tag = the newer notification replaces the older one (e.g. several messages of one room). */
  tag: z.string(),
  notification_id: idSchema.optional(),
});
export type PushMessageData = z.infer<typeof pushMessageDataSchema>;
