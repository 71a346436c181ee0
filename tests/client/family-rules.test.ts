import { describe, expect, it } from 'vitest';
import { countFamilies, trackAnswers } from '#contract/answer-tracking';
import {
  familyAnswerMeeting,
  familyInviteExpiry,
  letterChildIds,
  mayAnswerFor,
  receivesKindergartenLetters,
  type LetterGuardianship,
} from '#contract/family-rules';

const g = (child_id: string, receives_letters: boolean, may_answer: boolean, deleted_at: string | null = null) =>
  ({ child_id, receives_letters, may_answer, deleted_at }) satisfies LetterGuardianship;

describe('who may see and answer a family’s letters', () => {
  it('lets the letters of a child reach only guardians who receive them', () => {
    expect(letterChildIds([g('mia', true, true), g('paul', false, false)])).toEqual(['mia']);
    expect(letterChildIds([g('mia', true, true, '2026-01-01T00:00:00Z')])).toEqual([]);
  });

  it('sends letters to the whole kindergarten to a guardian who receives any child’s letters, or has no child yet', () => {
    expect(receivesKindergartenLetters([])).toBe(true);
    expect(receivesKindergartenLetters([g('mia', false, false), g('paul', true, false)])).toBe(true);
    expect(receivesKindergartenLetters([g('mia', false, false)])).toBe(false);
    // A withdrawn guardianship does not count as a child: that guardian now has none.
    expect(receivesKindergartenLetters([g('mia', false, false, '2026-01-01T00:00:00Z')])).toBe(true);
  });

  it('lets a guardian answer only for a child whose letters they receive and may answer', () => {
    const grandparent = [g('mia', true, false), g('paul', true, true)];
    expect(mayAnswerFor(grandparent, 'mia')).toBe(false);
    expect(mayAnswerFor(grandparent, 'paul')).toBe(true);
    expect(mayAnswerFor([g('mia', false, true)], 'mia')).toBe(false);
    expect(mayAnswerFor([g('mia', true, true, '2026-01-01T00:00:00Z')], 'mia')).toBe(false);
    expect(mayAnswerFor(grandparent, 'lena')).toBe(false);
  });
});

describe('one answer per child and item for the whole family', () => {
  const answer = { user_id: 'anna', version: 7 };
  it('writes a first answer and lets its giver change it', () => {
    expect(familyAnswerMeeting(undefined, { userId: 'opa', replacesVersion: undefined })).toBe('new');
    expect(familyAnswerMeeting(answer, { userId: 'anna', replacesVersion: undefined })).toBe('update');
  });

  it('lets another guardian change the answer they saw, and refuses one written without knowing it', () => {
    expect(familyAnswerMeeting(answer, { userId: 'opa', replacesVersion: 7 })).toBe('update');
    expect(familyAnswerMeeting(answer, { userId: 'opa', replacesVersion: undefined })).toBe('answered_by_family');
    // Seen at version 5, changed since: the change would go over an answer the guardian never saw.
    expect(familyAnswerMeeting(answer, { userId: 'opa', replacesVersion: 5 })).toBe('answered_by_family');
  });

  it('counts a child once in the staff’s tracking however many guardians answered, and its guardians as one family', () => {
    const item = { requires_confirmation: true, group_ids: [] };
    const children = [{ id: 'mia', group_id: null }];
    const guardianships = ['anna', 'opa'].map((user_id) => ({
      child_id: 'mia',
      user_id,
      account: { role: 'parent' as const },
    }));
    const answers = [
      { child_id: 'mia', status: 'confirmed' as const, updated_at: '2026-03-03T08:00:00Z', user_id: 'anna' },
      { child_id: 'mia', status: 'cancelled' as const, updated_at: '2026-03-03T09:00:00Z', user_id: 'opa' },
    ];
    const tracked = trackAnswers(item, { children, guardianships }, answers);
    expect(tracked.counts).toMatchObject({ answered: 1, cancelled: 1, confirmed: 0, pending: 0, families: 1 });
    expect(countFamilies(new Set(['mia']), guardianships)).toBe(1);
  });
});

describe('family invites', () => {
  it('expire seven days after they are made', () => {
    expect(familyInviteExpiry(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });
});
