import { describe, expect, it } from 'vitest';
import {
  answersToSend,
  checkAnswerForm,
  type AnswerFormValues,
} from '../../src/features/publications/answer-form-check.ts';
import {
  addMonths,
  dayForKey,
  eventsByDay,
  monthGrid,
  upcomingEvents,
} from '../../src/features/publications/month-grid.ts';
import { nextZoom, renderScale } from '../../src/features/publications/pdf-zoom.ts';
import { parsePublicationId } from '../../src/features/publications/publication-id.ts';
import {
  answerWindow,
  applicableChildren,
  currentAnswers,
  type ConfirmationRow,
} from '../../src/features/publications/publication-model.ts';
import { fileNameFromDisposition } from '../../src/api/download-with-token.ts';

const id = '01a200a9-45f5-7435-af50-2369e908057e';
// The cases below are written in this device's local time; the kindergarten is where the device is.
const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('news and event route ids', () => {
  it('accepts a UUID, leaves {id}-pdf and {id}-feedback to their own routes, and rejects anything else', () => {
    expect(parsePublicationId({ id: id.toUpperCase() })).toEqual({ id });
    expect(parsePublicationId({ id: `${id}-pdf` })).toBe(false);
    expect(parsePublicationId({ id: `${id}-feedback` })).toBe(false);
    expect(() => parsePublicationId({ id: 'nope' })).toThrow();
    expect(() => parsePublicationId({ id: `${id}-other` })).toThrow();
  });
});

describe('who answers and until when', () => {
  const own = [
    { id: 'c2', firstName: 'Paul', groupId: 'g2' },
    { id: 'c1', firstName: 'Mia', groupId: 'g1' },
  ];

  it('asks about every child for a whole-kindergarten item and only those in its groups otherwise', () => {
    expect(applicableChildren({ group_ids: [] }, own).map((child) => child.firstName)).toEqual(['Mia', 'Paul']);
    expect(applicableChildren({ group_ids: ['g1'] }, own).map((child) => child.id)).toEqual(['c1']);
    expect(applicableChildren({ group_ids: ['g3'] }, own)).toEqual([]);
  });

  it('is open before the deadline, closed at and after it, and not requested without confirmation', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(answerWindow({ requires_confirmation: true, deadline: '2026-06-10T12:00:01Z' }, now)).toBe('open');
    expect(answerWindow({ requires_confirmation: true, deadline: '2026-06-10T12:00:00Z' }, now)).toBe('closed');
    expect(answerWindow({ requires_confirmation: true, deadline: null }, now)).toBe('open');
    expect(answerWindow({ requires_confirmation: false, deadline: null }, now)).toBe('not-requested');
  });

  it("keeps one current answer per child: the family's most recent row, never a deleted one or another's own", () => {
    const row = (over: Partial<ConfirmationRow>): ConfirmationRow => ({
      id: 'a',
      kindergarten_id: 'k',
      user_id: 'u',
      news_id: 'n',
      event_id: null,
      child_id: 'c1',
      status: 'confirmed',
      feedback: '',
      answers: {},
      signature_file_id: null,
      created_at: '2026-06-01T10:00:00Z',
      updated_at: '2026-06-01T10:00:00Z',
      version: 3,
      deleted_at: null,
      ...over,
    });
    const answers = currentAnswers(
      [
        row({ id: 'old' }),
        row({ id: 'new', status: 'cancelled', updated_at: '2026-06-02T10:00:00Z' }),
        row({ id: 'gone', updated_at: '2026-06-03T10:00:00Z', deleted_at: '2026-06-03T10:00:00Z' }),
        row({ id: 'other', child_id: 'c2', user_id: 'grandma', updated_at: '2026-06-04T10:00:00Z' }),
        row({ id: 'someone-own', child_id: null, user_id: 'someone', updated_at: '2026-06-05T10:00:00Z' }),
        row({ id: 'own', child_id: null }),
      ],
      'u',
    );
    expect(answers.get('c1')?.id).toBe('new');
    expect(answers.get('c2')?.id).toBe('other');
    expect(answers.get('')?.id).toBe('own');
    expect(answers.size).toBe(3);
  });

  it('shows the user’s answer not yet acknowledged over the family’s, so a refused one is never hidden', () => {
    const base = { kindergarten_id: 'k', news_id: 'n', event_id: null, child_id: 'c1', status: 'confirmed' as const };
    const more = {
      feedback: '',
      answers: {},
      signature_file_id: null,
      created_at: '2026-06-01T10:00:00Z',
      deleted_at: null,
    };
    const answers = currentAnswers(
      [
        { ...base, ...more, id: 'mine', user_id: 'u', updated_at: '2026-06-01T10:00:00Z', version: 0 },
        { ...base, ...more, id: 'grandma', user_id: 'g', updated_at: '2026-06-02T10:00:00Z', version: 9 },
      ],
      'u',
    );
    expect(answers.get('c1')?.id).toBe('mine');
  });
});

describe('the answer form', () => {
  const item = {
    requires_signature: true,
    questions: [
      { id: 'swim', kind: 'choice' as const, label: 'Swim?', options: ['No', 'Yes'], required: true },
      { id: 'notes', kind: 'text' as const, label: 'Notes' },
    ],
  };
  const values = (over: Partial<AnswerFormValues>): AnswerFormValues => ({
    status: 'confirmed',
    childIds: ['c1'],
    answers: {},
    feedback: '',
    signature: null,
    ...over,
  });

  it('asks for a child, a status, required answers and the signature when confirming', () => {
    expect(checkAnswerForm(item, values({ childIds: [], status: null }), true).map(([key]) => key)).toEqual([
      'children',
      'status',
    ]);
    expect(checkAnswerForm(item, values({ answers: { swim: '  ' } }), true)).toEqual([
      ['answers.swim', 'questionRequired'],
      ['signature', 'signatureRequired'],
    ]);
    expect(
      checkAnswerForm(item, values({ answers: { swim: 'Yes' }, signature: 'data:image/png;base64,AAAA' }), true),
    ).toEqual([]);
  });

  it('needs neither answers nor a signature to cancel, and no child when the user answers for themselves', () => {
    expect(checkAnswerForm(item, values({ status: 'cancelled', childIds: [] }), false)).toEqual([]);
  });

  it('refuses feedback over 2,000 characters', () => {
    expect(
      checkAnswerForm(
        { ...item, requires_signature: false },
        values({ status: 'cancelled', feedback: 'x'.repeat(2001) }),
        true,
      ),
    ).toEqual([['feedback', 'feedbackTooLong']]);
  });

  it('sends trimmed answers of known questions only, and none with a cancellation', () => {
    const answers = { swim: 'Yes', notes: '  peanuts ', unknown: 'x' };
    expect(answersToSend(item, values({ answers }))).toEqual({ swim: 'Yes', notes: 'peanuts' });
    expect(answersToSend(item, values({ answers: { notes: '   ' } }))).toEqual({});
    expect(answersToSend(item, values({ status: 'cancelled', answers }))).toEqual({});
  });
});

describe('the month calendar', () => {
  it('lays a month out in whole weeks starting on Monday', () => {
    const weeks = monthGrid('2026-06-15'); // June 2026 starts on a Monday and has 30 days
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ day: '2026-06-01', inMonth: true });
    expect(weeks[4]![6]).toEqual({ day: '2026-07-05', inMonth: false });
    const february = monthGrid('2026-02-10'); // starts on a Sunday
    expect(february[0]![0]).toEqual({ day: '2026-01-26', inMonth: false });
    expect(february.every((week) => week.length === 7)).toBe(true);
  });

  it('moves by day, week, week end and month with the keys of the date-grid pattern', () => {
    expect(dayForKey('2026-06-30', 'ArrowRight')).toBe('2026-07-01');
    expect(dayForKey('2026-06-03', 'ArrowUp')).toBe('2026-05-27');
    expect(dayForKey('2026-06-03', 'Home')).toBe('2026-06-01');
    expect(dayForKey('2026-06-03', 'End')).toBe('2026-06-07');
    expect(dayForKey('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(dayForKey('2026-06-03', 'Enter')).toBeNull();
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('puts an event on each of its days and lists the ones not over yet', () => {
    const local = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
    const events = [
      { id: 'trip', starts_at: local('2026-06-10', '08:00:00'), ends_at: local('2026-06-12', '15:00:00') },
      { id: 'party', starts_at: local('2026-06-10', '07:00:00'), ends_at: local('2026-06-11', '00:00:00') },
      { id: 'closed', starts_at: local('2026-06-20', '00:00:00'), ends_at: null },
    ];
    const byDay = eventsByDay(events, deviceZone);
    expect(byDay.get('2026-06-10')?.map((event) => event.id)).toEqual(['party', 'trip']);
    expect(byDay.get('2026-06-11')?.map((event) => event.id)).toEqual(['trip']);
    expect(byDay.get('2026-06-12')?.map((event) => event.id)).toEqual(['trip']);
    expect(byDay.has('2026-06-13')).toBe(false);
    const now = new Date(local('2026-06-20', '12:00:00'));
    expect(upcomingEvents(events, now, deviceZone).map((event) => event.id)).toEqual(['closed']);
    expect(
      upcomingEvents(events, new Date(local('2026-06-11', '12:00:00')), deviceZone).map((event) => event.id),
    ).toEqual(['trip', 'closed']);
  });
});

describe('the PDF view', () => {
  it('zooms in steps and fits the page to the width at 100 %', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(3, 1)).toBe(3);
    expect(nextZoom(0.5, -1)).toBe(0.5);
    const scale = renderScale(595, 350, 1, 3);
    expect(595 * scale.css).toBeCloseTo(350);
    expect(scale.pixels).toBeCloseTo(scale.css * 3);
    expect(595 * renderScale(595, 350, 3, 3).pixels).toBeLessThanOrEqual(8192);
  });

  it("saves the receipt under the server's file name", () => {
    expect(fileNameFromDisposition('attachment; filename="Fototermin.pdf"', 'x.pdf')).toBe('Fototermin.pdf');
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
  });

  it('prefers the UTF-8 file name, so a Greek or Cyrillic title names the file as written', () => {
    const disposition = `attachment; filename="Gezi.csv"; filename*=UTF-8''${encodeURIComponent('Gezi – Εκδρομή – Экскурсия.csv')}`;
    expect(fileNameFromDisposition(disposition, 'x.csv')).toBe('Gezi – Εκδρομή – Экскурсия.csv');
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`, 'x.pdf')).toBe('a.pdf');
  });
});
