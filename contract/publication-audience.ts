import { isPastDeadline } from './publication-rules.ts';

/**
 * Who a news item or event is for and whether it still waits for someone's answer: one rule for the home page's
 * banner, the news archive's filter, the answer screens, the staff's counts (answer-tracking.ts) and the server's
 * refusal.
 *
 * An event stops taking answers once it is over: at its end, or, without an end, at its start (a timed event) or
 * at the end of its day (an all-day event, stored at the day's start). Until then a parent can still change their
 * answer — a child falls ill on the morning of the trip — unless the item's own deadline has passed.
 */

/** The fields of a news item or event the rules read (a sync row or a server row). */
export type AudienceItem = {
  requires_confirmation: boolean;
  deadline: string | null;
  group_ids: readonly string[];
  published_at: string | null;
  deleted_at?: string | null;
  starts_at?: string;
  ends_at?: string | null;
  all_day?: boolean;
};

/** A child as the audience rule needs it: whole-kindergarten items reach every child, others the items' groups. */
export type AudienceChild = { id: string; group_id: string | null };

const dayMs = 86_400_000;

export function inAudience(item: Pick<AudienceItem, 'group_ids'>, child: AudienceChild): boolean {
  return item.group_ids.length === 0 || (child.group_id !== null && item.group_ids.includes(child.group_id));
}

export function childrenInAudience<C extends AudienceChild>(
  item: Pick<AudienceItem, 'group_ids'>,
  children: readonly C[],
): C[] {
  return children.filter((child) => inAudience(item, child));
}

/** When an event is over (see above); null for a news item. */
export function eventEnd(item: Pick<AudienceItem, 'starts_at' | 'ends_at' | 'all_day'>): number | null {
  if (item.starts_at === undefined) return null;
  if (item.ends_at) return Date.parse(item.ends_at);
  const start = Date.parse(item.starts_at);
  return item.all_day ? start + dayMs : start;
}

type WindowFields = Pick<AudienceItem, 'requires_confirmation' | 'deadline' | 'starts_at' | 'ends_at' | 'all_day'>;

/** Why an item takes no answer at `now`, or null while it does. An event that is over counts as past its deadline. */
export function answerClosedReason(item: WindowFields, now: Date): 'answer_not_requested' | 'deadline_passed' | null {
  if (!item.requires_confirmation) return 'answer_not_requested';
  if (isPastDeadline(item.deadline, now)) return 'deadline_passed';
  const end = eventEnd(item);
  if (end !== null && end <= now.getTime()) return 'deadline_passed';
  return null;
}

export const takesAnswers = (item: WindowFields, now: Date) => answerClosedReason(item, now) === null;

/**
 * Whether the item waits for this user's answer: it is published and live, takes answers, and at least one of the
 * user's children in its audience has no answer from the user yet. A user with no child in the audience (staff, a
 * parent of another group or without children) is never waited for: they cannot answer.
 */
export function waitsForAnswer(
  item: AudienceItem,
  ownChildren: readonly AudienceChild[],
  answeredChildIds: ReadonlySet<string>,
  now: Date,
): boolean {
  if (item.deleted_at || item.published_at === null || !takesAnswers(item, now)) return false;
  return childrenInAudience(item, ownChildren).some((child) => !answeredChildIds.has(child.id));
}

type Live = { id: string; deleted_at: string | null };
type AnswerRef = {
  user_id: string;
  news_id: string | null;
  event_id: string | null;
  child_id: string | null;
  deleted_at: string | null;
};
export type WaitingItem<N, E> = { kind: 'news'; item: N } | { kind: 'event'; item: E };

/**
 * Exactly the news items and events that wait for this user's answer (see `waitsForAnswer`), together, the
 * soonest deadline first (events count their end as one), then the newest.
 */
export function itemsWaitingForAnswer<N extends AudienceItem & Live, E extends AudienceItem & Live>(
  lists: { news: readonly N[]; events: readonly E[]; answers: readonly AnswerRef[] },
  user: { id: string; children: readonly AudienceChild[] },
  now: Date,
): WaitingItem<N, E>[] {
  const answered = new Map<string, Set<string>>();
  for (const answer of lists.answers) {
    const itemId = answer.news_id ?? answer.event_id;
    if (answer.deleted_at || answer.user_id !== user.id || !itemId || !answer.child_id) continue;
    answered.set(itemId, (answered.get(itemId) ?? new Set()).add(answer.child_id));
  }
  const none = new Set<string>();
  const waits = (item: AudienceItem & Live) => waitsForAnswer(item, user.children, answered.get(item.id) ?? none, now);
  const closesAt = (item: AudienceItem) =>
    Math.min(item.deadline ? Date.parse(item.deadline) : Infinity, eventEnd(item) ?? Infinity);
  return [
    ...lists.news.filter(waits).map((item) => ({ kind: 'news' as const, item })),
    ...lists.events.filter(waits).map((item) => ({ kind: 'event' as const, item })),
  ].sort(
    (a, b) =>
      closesAt(a.item) - closesAt(b.item) || (b.item.published_at ?? '').localeCompare(a.item.published_at ?? ''),
  );
}
