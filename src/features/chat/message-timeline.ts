import { calendarDayIn } from '#contract/zoned-time';
import { formatDay } from '../../i18n/kindergarten-time.ts';
import { kindergartenZone } from '../../i18n/kindergarten-zone.ts';
import type { Message } from './chat-queries.ts';

export type TimelineItem =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'message'; key: string; message: Message; own: boolean; firstOfRun: boolean; lastOfRun: boolean };

/** The kindergarten's calendar day of an instant, as YYYY-MM-DD: day separators follow its clock, not the phone's. */
export function localDayOf(iso: string): string {
  return calendarDayIn(kindergartenZone(), new Date(iso));
}

/** Messages a sender writes within this time form one run: one name and one avatar. */
const runGapMs = 5 * 60_000;

/**
 * Messages (oldest first) with a separator before each new day, and runs of one sender's messages marked, so the
 * sender's name shows at a run's start and the avatar at its end.
 */
export function buildTimeline(messages: readonly Message[], userId: string): TimelineItem[] {
  const items: TimelineItem[] = [];
  let previous: Message | undefined;
  let previousDay: string | undefined;
  for (const [index, message] of messages.entries()) {
    const day = localDayOf(message.created_at);
    if (day !== previousDay) items.push({ kind: 'day', key: `day-${day}`, day });
    const next = messages[index + 1];
    const continues = (a: Message | undefined, b: Message | undefined) =>
      !!a &&
      !!b &&
      a.sender_id === b.sender_id &&
      localDayOf(a.created_at) === localDayOf(b.created_at) &&
      Math.abs(Date.parse(b.created_at) - Date.parse(a.created_at)) < runGapMs;
    items.push({
      kind: 'message',
      key: message.id,
      message,
      own: message.sender_id === userId,
      firstOfRun: !continues(previous, message),
      lastOfRun: !continues(message, next),
    });
    previous = message;
    previousDay = day;
  }
  return items;
}

/** "Today", "Yesterday" or the date, for a day separator. */
export function dayLabel(
  day: string,
  today: string,
  yesterday: string,
  locale: string,
  labels: { today: string; yesterday: string },
): string {
  if (day === today) return labels.today;
  if (day === yesterday) return labels.yesterday;
  const sameYear = today.slice(0, 5) === day.slice(0, 5);
  return formatDay(locale, day, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
  });
}
