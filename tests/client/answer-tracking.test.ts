import { describe, expect, it } from 'vitest';
import { countFamilies, trackAnswers, type CountedAnswer, type TrackedGuardianship } from '#contract/answer-tracking';

const at = (minute: number) => `2026-11-18T10:${String(minute).padStart(2, '0')}:00.000Z`;
const item = { requires_confirmation: true, group_ids: [] as string[] };
const mia = { id: 'mia', group_id: 'ladybirds' };
const paul = { id: 'paul', group_id: 'ladybirds' };
const lena = { id: 'lena', group_id: 'bees' };
const parent = { role: 'parent' as const, deleted_at: null };
const guardian = (
  child_id: string,
  user_id: string,
  values: Partial<TrackedGuardianship> = {},
): TrackedGuardianship => ({ child_id, user_id, deleted_at: null, account: parent, ...values });
// Mia and Paul are siblings (mother and father); Lena has an aunt.
const guardianships = [
  guardian('mia', 'mother'),
  guardian('mia', 'father'),
  guardian('paul', 'father'),
  guardian('lena', 'aunt'),
];
const answer = (
  child_id: string | null,
  status: CountedAnswer['status'],
  minute: number,
  deleted_at: string | null = null,
): CountedAnswer => ({ child_id, status, updated_at: at(minute), deleted_at });
const track = (
  answers: CountedAnswer[],
  values: { children?: (typeof mia)[]; guardianships?: TrackedGuardianship[]; item?: typeof item } = {},
) =>
  trackAnswers(
    values.item ?? item,
    { children: values.children ?? [mia, paul, lena], guardianships: values.guardianships ?? guardianships },
    answers,
  );

describe("the staff's counts, per child of the audience", () => {
  it.each([
    ['nobody answered', [], { confirmed: 0, cancelled: 0, answered: 0, pending: 3 }],
    [
      'both parents answered for one child: it counts once, by the newest answer',
      [answer('mia', 'confirmed', 1), answer('mia', 'cancelled', 2)],
      { confirmed: 0, cancelled: 1, answered: 1, pending: 2 },
    ],
    [
      'the newest answer wins whatever order the answers come in',
      [answer('mia', 'cancelled', 2), answer('mia', 'confirmed', 1)],
      { confirmed: 0, cancelled: 1, answered: 1, pending: 2 },
    ],
    [
      'answers for children outside the audience and without a child do not count',
      [answer('ben', 'confirmed', 1), answer(null, 'confirmed', 1)],
      { confirmed: 0, cancelled: 0, answered: 0, pending: 3 },
    ],
    [
      'a withdrawn answer counts as none',
      [answer('mia', 'confirmed', 1, at(3))],
      { confirmed: 0, cancelled: 0, answered: 0, pending: 3 },
    ],
    [
      'everyone answered',
      [answer('mia', 'confirmed', 1), answer('paul', 'confirmed', 1), answer('lena', 'cancelled', 1)],
      { confirmed: 2, cancelled: 1, answered: 3, pending: 0 },
    ],
  ] as const)('%s', (_, answers, expected) => {
    expect(track([...answers]).counts).toEqual({ ...expected, audience_children: 3, families: 2 });
  });

  it('has nobody pending for an item that asks for no answer, only its audience', () => {
    const tracked = track([], { item: { ...item, requires_confirmation: false } });
    expect(tracked.counts).toEqual({
      confirmed: 0,
      cancelled: 0,
      answered: 0,
      pending: 0,
      audience_children: 3,
      families: 2,
    });
    expect(tracked.pending).toEqual([]);
  });

  it("counts only the item's groups and no removed child", () => {
    const tracked = track([answer('lena', 'confirmed', 1)], {
      item: { ...item, group_ids: ['ladybirds'] },
      children: [mia, paul, { ...lena, group_id: 'ladybirds', deleted_at: at(0) } as typeof mia],
    });
    expect(tracked.audience.map((child) => child.id)).toEqual(['mia', 'paul']);
    expect(tracked.counts).toMatchObject({ answered: 0, pending: 2, audience_children: 2, families: 1 });
  });

  it.each([
    ['siblings and both parents are one family', ['mia', 'paul'], 1],
    ['a child without a guardian is a family of its own', ['mia', 'paul', 'lena', 'ben'], 3],
    ['no children, no families', [], 0],
  ] as const)('%s', (_, children, families) => {
    expect(countFamilies(new Set(children), guardianships)).toBe(families);
  });
});

describe('who staff wait for and remind', () => {
  it('lists the children nobody answered for with their parents, and the live answers newest first', () => {
    const answers = [
      answer('mia', 'confirmed', 1),
      answer('mia', 'cancelled', 5, at(6)),
      answer('paul', 'cancelled', 3),
    ];
    const tracked = track(answers);
    expect(tracked.pending).toEqual([{ child: lena, guardians: [guardianships[3]] }]);
    expect(tracked.answers).toEqual([answers[2], answers[0]]);
    expect(tracked.counts.pending).toBe(tracked.pending.length);
  });

  // A device keeps a removed account's guardianships after the account's row is gone from it; the server keeps both.
  it.each([
    ['a removed account', { account: { role: 'parent' as const, deleted_at: at(0) } }],
    ['an account not on the device', { account: undefined }],
    ['an ended guardianship', { deleted_at: at(0) }],
    ['an account that is not a parent', { account: { role: 'staff' as const, deleted_at: null } }],
  ])('neither links siblings nor is reminded through %s', (_, values) => {
    // Mia and Paul share only the father here, and the father's link to Paul is the one in question.
    const links = [
      guardian('mia', 'mother'),
      guardian('mia', 'father'),
      guardian('paul', 'father', values),
      guardian('lena', 'aunt'),
    ];
    const tracked = track([answer('mia', 'confirmed', 1)], { guardianships: links });
    expect(tracked.counts.families).toBe(3);
    expect(tracked.pending.map(({ child, guardians }) => [child.id, guardians.map((g) => g.user_id)])).toEqual([
      ['paul', []],
      ['lena', ['aunt']],
    ]);
  });
});
