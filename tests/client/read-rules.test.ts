import { describe, expect, it } from 'vitest';
import { isNewToReader, newMarkerDays } from '#contract/read-rules';
import { trackReads } from '#contract/read-tracking';

const now = new Date('2026-11-28T12:00:00Z');
const reader = { user_id: 'me', since: '2026-09-01T00:00:00Z' };
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('the "New" marker', () => {
  it.each([
    ['an unopened item of yesterday', { shown_at: daysAgo(1), author_id: 'staff' }, false, true],
    ['an opened one', { shown_at: daysAgo(1), author_id: 'staff' }, true, false],
    ['one the reader wrote', { shown_at: daysAgo(1), author_id: 'me' }, false, false],
    ['one older than the window', { shown_at: daysAgo(newMarkerDays + 1), author_id: 'staff' }, false, false],
    ['one from before the account', { shown_at: '2026-08-31T00:00:00Z', author_id: 'staff' }, false, false],
    ['a draft (not shown yet)', { shown_at: null, author_id: 'staff' }, false, false],
  ])('%s: %s', (_, item, opened, expected) => {
    expect(isNewToReader(item, reader, opened, now)).toBe(expected);
  });

  it('marks nothing while the reader’s account is not on the device', () => {
    expect(
      isNewToReader({ shown_at: daysAgo(1), author_id: 'x' }, { user_id: 'me', since: undefined }, false, now),
    ).toBe(false);
  });
});

describe('read by N of M families', () => {
  const parent = (child_id: string, user_id: string) => ({
    child_id,
    user_id,
    account: { role: 'parent' as const },
  });
  const children = [
    { id: 'mia', group_id: 'igel' },
    { id: 'tom', group_id: 'igel' },
    { id: 'ela', group_id: 'igel' },
    { id: 'ben', group_id: 'baer' },
  ];
  // Mia and Tom are siblings (mother and father answer for both); Ela has her mother; Ben is in another group.
  const guardianships = [
    parent('mia', 'mum'),
    parent('tom', 'mum'),
    parent('tom', 'dad'),
    parent('ela', 'ela-mum'),
    parent('ben', 'ben-dad'),
    { child_id: 'ela', user_id: 'teacher', account: { role: 'staff' as const } },
  ];
  const item = { group_ids: ['igel'] };
  const read = (user_id: string, read_at: string, deleted_at: string | null = null) => ({
    user_id,
    read_at,
    deleted_at,
  });

  it('counts siblings as one family that has read when any of its parents did, at the first read', () => {
    const tracked = trackReads(item, { children, guardianships }, [
      read('dad', '2026-11-20T10:00:00Z'),
      read('mum', '2026-11-20T09:00:00Z'),
    ]);
    expect(tracked.counts).toEqual({ read: 1, families: 2 });
    expect(tracked.families.map((family) => [family.children.map((c) => c.id), family.read_at])).toEqual([
      [['mia', 'tom'], '2026-11-20T09:00:00Z'],
      [['ela'], null],
    ]);
  });

  it('ignores reads of staff, of families outside the audience, and removed reads', () => {
    const tracked = trackReads(item, { children, guardianships }, [
      read('teacher', '2026-11-20T09:00:00Z'),
      read('ben-dad', '2026-11-20T09:00:00Z'),
      read('ela-mum', '2026-11-20T09:00:00Z', '2026-11-21T09:00:00Z'),
    ]);
    expect(tracked.counts).toEqual({ read: 0, families: 2 });
  });

  it('orders the families who read by their first read, the others after them', () => {
    const tracked = trackReads({ group_ids: [] }, { children, guardianships }, [
      read('ben-dad', '2026-11-20T11:00:00Z'),
      read('ela-mum', '2026-11-20T08:00:00Z'),
    ]);
    expect(tracked.counts).toEqual({ read: 2, families: 3 });
    expect(tracked.families.map((family) => family.children[0]!.id)).toEqual(['ela', 'ben', 'mia']);
  });
});
