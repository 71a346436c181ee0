import { minuteOfDayIn } from '#contract/zoned-time';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { defaultLocale, isLocale } from '#contract/locales';
import { isWithinQuietHours, minutesOfClockTime } from '#contract/staff-rules';
import { realtimeChannels, realtimeEvents, type NotificationCreatedEvent } from '#contract/realtime';
import type { Db } from '../db/client.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import type { NotificationRow } from '../repositories/notification-repository.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { notificationData, type NotificationTarget } from './notification-target.ts';
import { kindOfText, localizeNotification, type NotificationText } from './notification-texts.ts';
import type { PushSender } from './push-sender.ts';
import { pushToDevices, type DevicePushes } from './push-to-devices.ts';

/**
 * What to tell: the text by key (localized here per recipient) and the screen it opens. With `repeated` (a text whose
 * title has `{count}`), a user keeps one notification per target, updated in place: `repeated` names how many came
 * while it was unread.
 */
export type UserNotification = {
  text: NotificationText;
  target: NotificationTarget;
  repeated?: NotificationText;
  /** With `repeated`: how many things this one notification tells of at once (default 1). */
  count?: number;
};
/** What happened, for a caller that wants to know and for tests; callers may ignore it. */
export type NotifyOutcome = { notifications: NotificationRow[]; pushedUsers: string[]; removedTokens: number };
export interface Notifier {
  notifyUsers(userIds: string[], notification: UserNotification): Promise<NotifyOutcome>;
}
export type NotifierDeps = {
  db: Db;
  publisher: RealtimePublisher;
  sender: PushSender;
  log: FastifyBaseLogger;
  /** The zone staff quiet hours are read in for a kindergarten that set none of its own (default Europe/Berlin). */
  timeZone?: string;
  /** The clock quiet hours are checked against; tests pass a fixed one. */
  now?: () => Date;
};

const nothing: NotifyOutcome = { notifications: [], pushedUsers: [], removedTokens: 0 };

/**
 * Tells users about something new, each in their language: a row in their notification list, the row on their
 * realtime channel, and a push to their browsers if they switched push on. Call it after the change committed
 * (a push that opens a message not yet saved is worse than none). It never throws: the change it announces is
 * already saved, so a failure here is logged, not reported to the user.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  const { push, notifications } = createRepositories(deps.db);
  return {
    async notifyUsers(userIds, notification) {
      try {
        const recipients = await push.recipients([...new Set(userIds)]);
        const localeOf = new Map(
          recipients.map((user) => [user.id, isLocale(user.language) ? user.language : defaultLocale]),
        );
        const kind = kindOfText(notification.text.key);
        const fresh = recipients.map((user) => ({
          id: uuidv7(),
          userId: user.id,
          kind,
          ...localizeNotification(notification.text, localeOf.get(user.id)!),
          data: notificationData(notification.target),
        }));
        const { repeated, count = 1 } = notification;
        // The database keeps one message notification per user and conversation: a message text is always upserted,
        // with or without a title for several.
        const rows =
          repeated || kind === 'message'
            ? await notifications.upsertPerConversation(
                fresh.map((row) => {
                  const titleMany = repeated
                    ? localizeNotification(repeated, localeOf.get(row.userId)!).title
                    : row.title;
                  return {
                    ...row,
                    titleMany,
                    ...(count > 1 ? { title: titleMany.replace('{count}', String(count)) } : {}),
                  };
                }),
                count,
              )
            : await notifications.insertMany(fresh);
        await Promise.all(rows.map((row) => publishSafely(deps.publisher, createdMessage(row), deps.log)));
        // Quiet hours hold back the push only: the row and the realtime message above still reach the user.
        const now = deps.now?.() ?? new Date();
        const minuteFor = (user: { kindergartenTimeZone: string | null }) =>
          minuteOfDay(now, user.kindergartenTimeZone ?? deps.timeZone ?? 'Europe/Berlin');
        const wantsPush = new Set(
          recipients.filter((user) => user.pushNotification && !isQuiet(user, minuteFor(user))).map((user) => user.id),
        );
        const pushes: DevicePushes = new Map();
        for (const row of rows.filter((r) => wantsPush.has(r.user_id))) {
          const { url } = notificationData(notification.target);
          const tag = `${notification.target.type}:${notification.target.id}`;
          pushes.set(row.user_id, {
            kind,
            title: row.title,
            body: row.body,
            url,
            locale: localeOf.get(row.user_id)!,
            tag,
            notification_id: row.id,
          });
        }
        return { notifications: rows, ...(await pushToDevices(pushes, { push, sender: deps.sender, log: deps.log })) };
      } catch (error) {
        deps.log.error(
          { err: error, key: notification.text.key, target: notification.target, users: userIds.length },
          'could not notify users',
        );
        return nothing;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one notifier (server/app.ts); routes receive it as an option, tests read it here. */
    notifier: Notifier;
  }
}

type QuietHoursOf = { quietHoursEnabled: boolean; quietHoursFrom: string; quietHoursUntil: string };
const isQuiet = (user: QuietHoursOf, minute: number) =>
  user.quietHoursEnabled &&
  isWithinQuietHours(minute, minutesOfClockTime(user.quietHoursFrom), minutesOfClockTime(user.quietHoursUntil));

/** Minutes since midnight of `now` on the wall clock of `timeZone`. */
export function minuteOfDay(now: Date, timeZone: string): number {
  return minuteOfDayIn(timeZone, now);
}

function createdMessage(row: NotificationRow) {
  const data: NotificationCreatedEvent = { changes: { notifications: [row] } };
  return { channels: [realtimeChannels.user(row.user_id)], event: realtimeEvents.notificationCreated, data };
}
