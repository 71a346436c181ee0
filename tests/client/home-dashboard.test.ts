import { describe, expect, it } from 'vitest';
import type { SyncRows } from '#contract/sync-rows';
import { absencesOn, latestNews, nextEvents } from '../../src/features/home/dashboard-selectors.ts';

const me = '01900000-0000-7000-8000-000000000001';
const now = new Date('2026-11-18T10:00:00Z');
const sync = { created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T08:00:00Z', version: 1, deleted_at: null };
let n = 10;
const id = () => `01900000-0000-7000-8000-${String(n++).padStart(12, '0')}`;

const publication = (values: Partial<SyncRows['news']> = {}): SyncRows['news'] => ({
  id: id(),
  kindergarten_id: id(),
  author_id: null,
  title: 'Brief',
  body: '',
  group_ids: [],
  attachment_file_id: null,
  requires_confirmation: false,
  requires_signature: false,
  deadline: null,
  questions: [],
  published_at: '2026-11-10T08:00:00Z',
  ...sync,
  ...values,
});
const event = (values: Partial<SyncRows['events']> = {}): SyncRows['events'] => ({
  ...publication(),
  starts_at: '2026-11-20T15:00:00Z',
  ends_at: null,
  all_day: false,
  location: '',
  ...values,
});

describe('home dashboard from local data', () => {
  it('shows the newest published news first, never drafts or deleted ones', () => {
    const old = publication({ title: 'alt', published_at: '2026-11-01T08:00:00Z' });
    const fresh = publication({ title: 'neu', published_at: '2026-11-17T08:00:00Z' });
    const draft = publication({ title: 'Entwurf', published_at: null });
    const gone = publication({ title: 'weg', deleted_at: '2026-11-17T09:00:00Z' });
    expect(latestNews([old, draft, fresh, gone]).map((item) => item.title)).toEqual(['neu', 'alt']);
  });

  it('lists events that have not ended, soonest first', () => {
    const past = event({ title: 'vorbei', starts_at: '2026-11-17T15:00:00Z' });
    const running = event({ title: 'läuft', starts_at: '2026-11-18T08:00:00Z', ends_at: '2026-11-18T12:00:00Z' });
    const later = event({ title: 'später', starts_at: '2026-11-25T15:00:00Z' });
    expect(nextEvents([later, past, running], now).map((item) => item.title)).toEqual(['läuft', 'später']);
  });

  it("finds today's absences, first and last day included", () => {
    const absence = (from: string, to: string, deleted: string | null = null): SyncRows['absences'] => ({
      id: id(),
      kindergarten_id: id(),
      child_id: id(),
      reported_by: me,
      from,
      to,
      reason: 'sick',
      note: '',
      ...sync,
      deleted_at: deleted,
    });
    const rows = [
      absence('2026-11-18', '2026-11-18'),
      absence('2026-11-16', '2026-11-18'),
      absence('2026-11-18', '2026-11-20'),
      absence('2026-11-19', '2026-11-20'),
      absence('2026-11-10', '2026-11-17'),
      absence('2026-11-18', '2026-11-18', '2026-11-18T07:00:00Z'),
    ];
    expect(absencesOn(rows, '2026-11-18')).toHaveLength(3);
  });
});
