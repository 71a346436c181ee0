import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventWriteRequestSchema, newsWriteRequestSchema } from '#contract/staff';
import { checkPublication } from '../../src/features/publishing/publication-form-resolver.ts';
import {
  emptyPublicationForm,
  restoreFormValues,
  type PublicationFormValues,
} from '../../src/features/publishing/publication-form-values.ts';
import { serverFieldOf, toWriteRequest } from '../../src/features/publishing/publish-calls.ts';

const id = '01936b2e-7c4a-7d3e-8f00-0123456789ab';
const group = '01936b2e-7c4a-7d3e-8f00-00000000000a';
const now = new Date('2026-11-22T10:00:00');

const form = (changes: Partial<PublicationFormValues>): PublicationFormValues => ({
  ...emptyPublicationForm(),
  title: 'Waldtag',
  ...changes,
});
const fieldsWithErrors = (values: PublicationFormValues) => {
  const errors = checkPublication(values, now) as Record<string, unknown>;
  const paths: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object' && 'message' in value) paths.push(`${prefix}${key}`);
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(errors, '');
  return paths.sort();
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the publish form', () => {
  it('needs a title, and for an event a day and a start time unless it lasts all day', () => {
    expect(fieldsWithErrors(form({ title: '  ' }))).toEqual(['title']);
    expect(fieldsWithErrors(form({ kind: 'event' }))).toEqual(['date', 'startTime']);
    expect(fieldsWithErrors(form({ kind: 'event', date: '2026-11-23', allDay: true }))).toEqual([]);
    expect(fieldsWithErrors(form({ kind: 'event', date: '2026-11-23', startTime: '10:00', endTime: '09:00' }))).toEqual(
      ['endTime'],
    );
  });

  it('needs a group when sent to chosen groups, and a deadline in the future', () => {
    expect(fieldsWithErrors(form({ audience: 'groups' }))).toEqual(['groupIds']);
    expect(fieldsWithErrors(form({ requiresConfirmation: true, deadline: '2026-11-21T12:00' }))).toEqual(['deadline']);
    expect(fieldsWithErrors(form({ requiresConfirmation: true, deadline: '2026-11-30T12:00' }))).toEqual([]);
  });

  it('needs every question written and a choice with two filled options', () => {
    const choice = {
      id: 'q1',
      kind: 'choice' as const,
      label: '',
      required: false,
      options: [{ value: 'Ja' }, { value: ' ' }],
    };
    expect(fieldsWithErrors(form({ questions: [choice] }))).toEqual([
      'questions.0.label',
      'questions.0.options.1.value',
    ]);
    expect(
      fieldsWithErrors(form({ questions: [{ ...choice, label: 'Wer kommt?', options: [{ value: 'Ja' }] }] })),
    ).toEqual(['questions.0.options.root']);
  });

  it('sends what the contract accepts: groups only for chosen groups, a signature and deadline only with an answer', () => {
    const values = form({
      audience: 'groups',
      groupIds: [group],
      requiresSignature: true,
      deadline: '2026-11-30T12:00',
      questions: [{ id: 'q1', kind: 'yes_no', label: ' Stockbrot? ', required: true, options: [] }],
    });
    const request = toWriteRequest(id, values, null);
    expect(request).toMatchObject({
      id,
      group_ids: [group],
      requires_confirmation: false,
      requires_signature: false,
      deadline: null,
    });
    expect(request.questions).toEqual([{ id: 'q1', kind: 'yes_no', label: 'Stockbrot?', required: true }]);
    expect(newsWriteRequestSchema.safeParse(request).success).toBe(true);

    const answered = toWriteRequest(id, { ...values, requiresConfirmation: true, audience: 'all' }, null);
    expect(answered).toMatchObject({
      group_ids: [],
      requires_confirmation: true,
      requires_signature: true,
      deadline: new Date('2026-11-30T12:00').toISOString(),
    });
  });

  it('sends an event with its local times as instants, and an all-day event as its whole day', () => {
    const timed = toWriteRequest(
      id,
      form({ kind: 'event', date: '2026-11-23', startTime: '06:30', endTime: '07:30', location: ' Mooswald ' }),
      id,
    );
    expect(timed).toMatchObject({
      starts_at: new Date('2026-11-23T06:30').toISOString(),
      ends_at: new Date('2026-11-23T07:30').toISOString(),
      all_day: false,
      location: 'Mooswald',
      attachment_file_id: id,
    });
    expect(eventWriteRequestSchema.safeParse(timed).success).toBe(true);
    const allDay = toWriteRequest(
      id,
      form({ kind: 'event', date: '2026-11-23', allDay: true, startTime: '06:30' }),
      null,
    );
    expect(allDay).toMatchObject({ starts_at: new Date('2026-11-23T00:00').toISOString(), all_day: true });
  });

  it("puts the server's field errors next to the form's fields", () => {
    expect(serverFieldOf('group_ids')).toBe('groupIds');
    expect(serverFieldOf('starts_at')).toBe('startTime');
    expect(serverFieldOf('questions.2.label')).toBe('questions.2.label');
    expect(serverFieldOf('questions.1.options.0')).toBe('questions.1.options.0.value');
    expect(serverFieldOf('questions.1.options')).toBe('questions.1.options.root');
    expect(serverFieldOf('kindergarten_id')).toBeNull();
  });

  it('restores a draft written by an older form with the fields it lacked', () => {
    expect(restoreFormValues({ kind: 'event', title: 'Alt' })).toEqual({
      ...emptyPublicationForm('event'),
      title: 'Alt',
    });
  });
});
