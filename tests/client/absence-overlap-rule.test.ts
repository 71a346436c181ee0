import { describe, expect, it } from 'vitest';
import { overlappingAbsence } from '#contract/absence-overlap';
import { absentChildren, countAbsentChildren } from '#contract/absent-children';

const paul = 'child-paul';
const mia = 'child-mia';
const existing = { id: 'a1', child_id: paul, from: '2026-11-26', to: '2026-11-27', deleted_at: null };

describe('overlappingAbsence: one child is reported absent once per day', () => {
  it.each([
    ['the same days', '2026-11-26', '2026-11-27', 'a1'],
    ['a day inside', '2026-11-27', '2026-11-27', 'a1'],
    ['a range around it', '2026-11-20', '2026-12-01', 'a1'],
    ['touching its first day', '2026-11-25', '2026-11-26', 'a1'],
    ['touching its last day', '2026-11-27', '2026-11-30', 'a1'],
    ['the day before', '2026-11-25', '2026-11-25', undefined],
    ['the day after', '2026-11-28', '2026-11-29', undefined],
  ])('%s → %s', (_label, from, to, expected) => {
    expect(overlappingAbsence({ id: 'new', child_id: paul, from, to }, [existing])?.id).toBe(expected);
  });

  it('ignores another child, a withdrawn absence and the absence being changed itself', () => {
    expect(
      overlappingAbsence({ id: 'new', child_id: mia, from: '2026-11-26', to: '2026-11-26' }, [existing]),
    ).toBeUndefined();
    expect(
      overlappingAbsence({ id: 'new', child_id: paul, from: '2026-11-26', to: '2026-11-26' }, [
        { ...existing, deleted_at: '2026-11-25T10:00:00Z' },
      ]),
    ).toBeUndefined();
    expect(
      overlappingAbsence({ id: 'a1', child_id: paul, from: '2026-11-26', to: '2026-11-30' }, [existing]),
    ).toBeUndefined();
  });
});

describe('absentChildren: staff count children, not reports', () => {
  const entry = (id: string, childId: string) => ({ id, childId });
  it.each([
    [[], 0],
    [[entry('a', paul)], 1],
    [[entry('a', paul), entry('b', paul)], 1],
    [[entry('a', paul), entry('b', mia), entry('c', paul)], 2],
  ])('%j → %i children', (entries, count) => {
    expect(countAbsentChildren(entries, (e) => e.childId)).toBe(count);
  });

  it('keeps each child once, in first-seen order, with all of its reports', () => {
    const groups = absentChildren([entry('a', paul), entry('b', mia), entry('c', paul)], (e) => e.childId);
    expect(groups.map((group) => group.map((e) => e.id))).toEqual([['a', 'c'], ['b']]);
  });
});
