import { describe, expect, it } from 'vitest';
import {
  answerClosedReason,
  itemsWaitingForAnswer,
  waitsForAnswer,
  type AudienceItem,
} from '#contract/publication-audience';

const now = new Date('2026-11-18T10:00:00Z');
const hour = 3_600_000;
const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * hour).toISOString();
const news = (values: Partial<AudienceItem> = {}): AudienceItem => ({
  requires_confirmation: true,
  deadline: null,
  group_ids: [],
  published_at: at(-48),
  deleted_at: null,
  ...values,
});
const event = (values: Partial<AudienceItem> = {}): AudienceItem =>
  news({ starts_at: at(24), ends_at: at(27), all_day: false, ...values });
const mia = { id: 'mia', group_id: 'ladybirds' };
const paul = { id: 'paul', group_id: 'bees' };

describe('whether an item still takes answers', () => {
  it.each([
    ['news that asks, no deadline', news(), null],
    ['news that asks for nothing', news({ requires_confirmation: false }), 'answer_not_requested'],
    ['news before its deadline', news({ deadline: at(1) }), null],
    ['news at its deadline', news({ deadline: at(0) }), 'deadline_passed'],
    ['an event that has not started', event(), null],
    ['an event under way', event({ starts_at: at(-1), ends_at: at(2) }), null],
    ['an event that is over, no deadline', event({ starts_at: at(-5), ends_at: at(-2) }), 'deadline_passed'],
    ['a timed event without an end, once started', event({ starts_at: at(-1), ends_at: null }), 'deadline_passed'],
    ['an all-day event on its day', event({ starts_at: at(-10), ends_at: null, all_day: true }), null],
    ['an all-day event the day after', event({ starts_at: at(-25), ends_at: null, all_day: true }), 'deadline_passed'],
    ['an upcoming event past its deadline', event({ deadline: at(-1) }), 'deadline_passed'],
  ] as const)('%s', (_, item, reason) => {
    expect(answerClosedReason(item, now)).toBe(reason);
  });
});

describe('whether an item waits for this user', () => {
  it.each([
    ['a parent with an unanswered child in the audience', news(), [mia], [], true],
    ['a parent whose only child is answered', news(), [mia], ['mia'], false],
    ['a parent with one of two children answered', news(), [mia, paul], ['mia'], true],
    ['a parent whose child is in another group', news({ group_ids: ['bees'] }), [mia], [], false],
    ['a user without children (staff, admin, a new parent)', news(), [], [], false],
    ['a draft', news({ published_at: null }), [mia], [], false],
    ['a withdrawn item', news({ deleted_at: at(-1) }), [mia], [], false],
    ['an item past its deadline', news({ deadline: at(-1) }), [mia], [], false],
    ['a past event', event({ starts_at: at(-5), ends_at: at(-2) }), [mia], [], false],
    ['an item that asks for nothing', news({ requires_confirmation: false }), [mia], [], false],
  ] as const)('%s', (_, item, children, answered, expected) => {
    expect(waitsForAnswer(item, children, new Set(answered), now)).toBe(expected);
  });

  it('lists exactly the waiting news and events together, the soonest deadline first', () => {
    const row = <T extends AudienceItem>(id: string, item: T) => ({ ...item, id, deleted_at: null });
    const letter = row('letter', news({ deadline: at(100) }));
    const notice = row('notice', news({ requires_confirmation: false }));
    const answered = row('answered', news());
    const trip = row('trip', event({ starts_at: at(10), ends_at: at(12) }));
    const over = row('over', event({ starts_at: at(-5), ends_at: at(-2) }));
    const answers = [
      { user_id: 'me', news_id: 'answered', event_id: null, child_id: 'mia', deleted_at: null },
      { user_id: 'other', news_id: 'letter', event_id: null, child_id: 'mia', deleted_at: null },
    ];
    const waiting = itemsWaitingForAnswer(
      { news: [notice, answered, letter], events: [over, trip], answers },
      { id: 'me', children: [mia] },
      now,
    );
    expect(waiting.map((entry) => `${entry.kind}:${entry.item.id}`)).toEqual(['event:trip', 'news:letter']);
    expect(
      itemsWaitingForAnswer({ news: [letter], events: [trip], answers: [] }, { id: 'staff', children: [] }, now),
    ).toEqual([]);
  });
});
