import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventWriteRequestSchema, newsWriteRequestSchema } from '#contract/staff';
import type { SyncRows } from '#contract/sync-rows';
import { checkPublication } from '../../src/features/publishing/publication-form-resolver.ts';
import { formValuesFromRow } from '../../src/features/publishing/publication-form-values.ts';
import { toWriteRequest } from '../../src/features/publishing/publish-calls.ts';

const id = '01936b2e-7c4a-7d3e-8f00-0123456789ab';
const group = '01936b2e-7c4a-7d3e-8f00-00000000000a';
/** Instants built from local day and time, so the test holds in any time zone the machine runs in. */
const local = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();

const base = {
  id,
  kindergarten_id: '01936b2e-7c4a-7d3e-8f00-00000000000b',
  author_id: null,
  attachment_file_id: null,
  published_at: '2026-11-20T08:00:00.000Z',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  version: 3,
  deleted_at: null,
};

const event: SyncRows['events'] = {
  ...base,
  title: 'Waldtag',
  body: 'Wetterfeste Kleidung mitgeben.',
  group_ids: [group],
  requires_confirmation: true,
  requires_signature: true,
  deadline: local('2026-12-01', '18:00'),
  questions: [
    { id: 'q-yes', kind: 'yes_no', label: 'Stockbrot?', required: true },
    { id: 'q-choice', kind: 'choice', label: 'Abholung', options: ['12 Uhr', '15 Uhr'] },
    { id: 'q-text', kind: 'text', label: 'Allergien' },
  ],
  starts_at: local('2026-12-03', '08:30'),
  ends_at: local('2026-12-03', '12:15'),
  all_day: false,
  location: 'Mooswald',
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('prefilling the edit form from a synced row', () => {
  it('shows an event with its day, times, place, audience, answer options, deadline and questions', () => {
    const values = formValuesFromRow('event', event);
    expect(values).toEqual({
      kind: 'event',
      title: 'Waldtag',
      body: 'Wetterfeste Kleidung mitgeben.',
      date: '2026-12-03',
      startTime: '08:30',
      endTime: '12:15',
      allDay: false,
      location: 'Mooswald',
      audience: 'groups',
      groupIds: [group],
      requiresConfirmation: true,
      deadline: '2026-12-01T18:00',
      requiresSignature: true,
      questions: [
        { id: 'q-yes', kind: 'yes_no', label: 'Stockbrot?', options: [], required: true },
        {
          id: 'q-choice',
          kind: 'choice',
          label: 'Abholung',
          options: [{ value: '12 Uhr' }, { value: '15 Uhr' }],
          required: false,
        },
        { id: 'q-text', kind: 'text', label: 'Allergien', options: [], required: false },
      ],
    });
  });

  it('sends back exactly what the row held when nothing is changed (same instants, same question ids)', () => {
    const request = eventWriteRequestSchema.parse(toWriteRequest(id, formValuesFromRow('event', event), null));
    expect(request.starts_at).toBe(event.starts_at);
    expect(request.ends_at).toBe(event.ends_at);
    expect(request.deadline).toBe(event.deadline);
    expect(request.group_ids).toEqual([group]);
    expect(request.questions.map((question) => question.id)).toEqual(['q-yes', 'q-choice', 'q-text']);
    expect(request.questions[1]!.options).toEqual(['12 Uhr', '15 Uhr']);
  });

  it('keeps only the day of an all-day event, and round-trips it', () => {
    const allDay = {
      ...event,
      all_day: true,
      starts_at: local('2026-12-24', '00:00'),
      ends_at: local('2026-12-24', '23:59'),
    };
    const values = formValuesFromRow('event', allDay);
    expect(values).toMatchObject({ date: '2026-12-24', allDay: true, startTime: '', endTime: '' });
    const request = eventWriteRequestSchema.parse(toWriteRequest(id, values, null));
    expect(request).toMatchObject({ all_day: true, starts_at: allDay.starts_at, ends_at: allDay.ends_at });
  });

  it('leaves the end empty for an event without one, and shows news for the whole kindergarten without answer', () => {
    expect(formValuesFromRow('event', { ...event, ends_at: null }).endTime).toBe('');
    const news: SyncRows['news'] = {
      ...base,
      title: 'Elternabend',
      body: '',
      group_ids: [],
      requires_confirmation: false,
      requires_signature: false,
      deadline: null,
      questions: [],
    };
    const values = formValuesFromRow('news', news);
    expect(values).toMatchObject({
      kind: 'news',
      title: 'Elternabend',
      audience: 'all',
      groupIds: [],
      requiresConfirmation: false,
      deadline: '',
      date: '',
      questions: [],
    });
    expect(newsWriteRequestSchema.safeParse(toWriteRequest(id, values, null)).success).toBe(true);
  });

  it('accepts a deadline that has passed when it is kept as it was, but not a newly chosen past one', () => {
    const values = formValuesFromRow('event', event);
    const later = new Date('2026-12-10T10:00:00');
    expect(checkPublication(values, later, values.deadline).deadline).toBeUndefined();
    expect(
      checkPublication({ ...values, deadline: '2026-12-02T09:00' }, later, values.deadline).deadline,
    ).toBeDefined();
  });
});
