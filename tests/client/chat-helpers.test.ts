import { describe, expect, it } from 'vitest';
import { mayWritePrivately } from '#contract/chat-rules';
import type { SyncRows } from '#contract/sync-rows';
import { db } from '../../src/db/kita-db.ts';
import { initialsOf, matchesSearch } from '../../src/features/chat/chat-people.ts';
import { unreadLabel } from '../../src/features/chat/chat-queries.ts';
import { unreadCap, unreadCountOf } from '../../src/db/unread-messages.ts';
import { buildTimeline, dayLabel, localDayOf } from '../../src/features/chat/message-timeline.ts';
import { isNotificationRead } from '../../src/features/notifications/use-notifications.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';

const me = '01900000-0000-7000-8000-000000000001';
const other = '01900000-0000-7000-8000-000000000002';
const third = '01900000-0000-7000-8000-000000000003';
const room = '01900000-0000-7000-8000-0000000000aa';
let n = 100;
const id = () => `01900000-0000-7000-8000-${String(n++).padStart(12, '0')}`;

/** A message at a local wall-clock time (the timeline groups by the device's days). */
function message(senderId: string, local: string, values: Partial<SyncRows['messages']> = {}): SyncRows['messages'] {
  const at = new Date(local).toISOString();
  return {
    id: id(),
    room_id: room,
    sender_id: senderId,
    message: 'Hallo',
    attachment_file_id: null,
    created_at: at,
    updated_at: at,
    version: 1,
    deleted_at: null,
    ...values,
  };
}

describe('chat timeline', () => {
  it('puts a day separator before the first message of each local day, and only there', () => {
    const messages = [
      message(other, '2026-11-17T08:00'),
      message(me, '2026-11-17T23:59'),
      message(other, '2026-11-18T00:01'),
      message(other, '2026-11-18T09:00'),
    ];
    const items = buildTimeline(messages, me);
    expect(items.map((item) => (item.kind === 'day' ? `day ${item.day}` : item.message.id))).toEqual([
      'day 2026-11-17',
      messages[0]!.id,
      messages[1]!.id,
      'day 2026-11-18',
      messages[2]!.id,
      messages[3]!.id,
    ]);
  });

  it('groups one sender’s messages within five minutes into a run (name at its start, avatar at its end) and marks own ones', () => {
    const messages = [
      message(other, '2026-11-18T09:00'),
      message(other, '2026-11-18T09:04'),
      message(other, '2026-11-18T09:20'), // 16 minutes later: a new run
      message(third, '2026-11-18T09:21'),
      message(me, '2026-11-18T09:22'),
    ];
    const runs = buildTimeline(messages, me).flatMap((item) =>
      item.kind === 'message' ? [[item.firstOfRun, item.lastOfRun, item.own]] : [],
    );
    expect(runs).toEqual([
      [true, false, false],
      [false, true, false],
      [true, true, false],
      [true, true, false],
      [true, true, true],
    ]);
  });

  it('never continues a run across midnight', () => {
    const items = buildTimeline([message(other, '2026-11-17T23:58'), message(other, '2026-11-18T00:01')], me).filter(
      (item) => item.kind === 'message',
    );
    expect(items.map((item) => item.kind === 'message' && [item.firstOfRun, item.lastOfRun])).toEqual([
      [true, true],
      [true, true],
    ]);
  });

  it('labels today and yesterday in words and other days by date, with the year only when it differs', () => {
    const labels = { today: 'Heute', yesterday: 'Gestern' };
    const today = localDayOf(new Date('2026-11-18T12:00').toISOString());
    expect(today).toBe('2026-11-18');
    expect(dayLabel('2026-11-18', today, '2026-11-17', 'de', labels)).toBe('Heute');
    expect(dayLabel('2026-11-17', today, '2026-11-17', 'de', labels)).toBe('Gestern');
    expect(dayLabel('2026-11-02', today, '2026-11-17', 'de', labels)).toBe('Montag, 2. November');
    expect(dayLabel('2025-12-24', today, '2026-11-17', 'en', labels)).toBe('Wednesday, December 24, 2025');
  });
});

describe('chat people', () => {
  it('finds names ignoring case and accents, and everybody for an empty search', () => {
    expect(matchesSearch('Ayşe Yılmaz', 'ayse')).toBe(true);
    expect(matchesSearch('Zoë Müller', 'MULLER')).toBe(true);
    expect(matchesSearch('Zoë Müller', '  zoe ')).toBe(true);
    expect(matchesSearch('Zoë Müller', 'Becker')).toBe(false);
    expect(matchesSearch('Zoë Müller', '   ')).toBe(true);
  });

  it('makes up to two initials for an avatar', () => {
    expect(initialsOf('Julia Becker')).toBe('JB');
    expect(initialsOf('Anna Maria von Stein')).toBe('AS');
    expect(initialsOf('émile')).toBe('É');
    expect(initialsOf('  ')).toBe('?');
  });

  it('lets staff write to everyone, parents to staff always and to parents only when the kindergarten allows it, nobody to themselves', () => {
    const parent = { id: me, role: 'parent' as const };
    const otherParent = { id: other, role: 'parent' as const };
    const staff = { id: third, role: 'staff' as const };
    const admin = { id: id(), role: 'admin' as const };
    expect(mayWritePrivately(parent, staff, false)).toBe(true);
    expect(mayWritePrivately(parent, admin, false)).toBe(true);
    expect(mayWritePrivately(parent, otherParent, false)).toBe(false);
    expect(mayWritePrivately(parent, otherParent, true)).toBe(true);
    expect(mayWritePrivately(staff, parent, false)).toBe(true);
    expect(mayWritePrivately(admin, staff, false)).toBe(true);
    expect(mayWritePrivately(staff, staff, true)).toBe(false);
  });
});

describe('unread count', () => {
  freshDatabasePerTest();

  it('counts others’ messages after the last read time, not own ones, and stops at the cap ("99+")', async () => {
    const lastRead = new Date('2026-11-18T08:00').toISOString();
    const rows = [
      message(other, '2026-11-18T07:00'),
      message(other, '2026-11-18T08:00'),
      message(me, '2026-11-18T09:00'),
      message(other, '2026-11-18T09:01'),
      message(third, '2026-11-18T09:02'),
    ];
    await db.messages.bulkPut(rows);
    expect(await unreadCountOf(room, me, lastRead)).toBe(2);
    expect(await unreadCountOf(room, me, null)).toBe(4);
    expect(await unreadCountOf(room, other, lastRead)).toBe(2);

    await db.messages.bulkPut(
      Array.from({ length: 250 }, (_, i) =>
        message(
          other,
          `2026-11-19T${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        ),
      ),
    );
    expect(await unreadCountOf(room, me, lastRead)).toBe(unreadCap);
    expect(unreadLabel(unreadCap)).toBe('99+');
    expect(unreadLabel(99)).toBe('99');
  });
});

describe('notification read state', () => {
  const notification = (values: Partial<SyncRows['notifications']>): SyncRows['notifications'] => ({
    id: id(),
    user_id: me,
    kind: 'message',
    title: 'Neue Nachricht',
    body: 'Hallo',
    data: { roomId: room },
    read_at: null,
    created_at: '2026-11-18T09:00:00.000Z',
    updated_at: '2026-11-18T09:00:00.000Z',
    version: 1,
    deleted_at: null,
    ...values,
  });

  it('reads a message notification once its conversation is read up to it, and any notification opened here or read on the server', () => {
    const none = new Set<string>();
    expect(isNotificationRead(notification({}), new Map([[room, null]]), none)).toBe(false);
    expect(isNotificationRead(notification({}), new Map([[room, '2026-11-18T08:59:00.000Z']]), none)).toBe(false);
    expect(isNotificationRead(notification({}), new Map([[room, '2026-11-18T09:00:00.000Z']]), none)).toBe(true);
    const event = notification({ kind: 'event', data: { eventId: id() } });
    expect(isNotificationRead(event, new Map(), none)).toBe(false);
    expect(isNotificationRead(event, new Map(), new Set([event.id]))).toBe(true);
    expect(isNotificationRead({ ...event, read_at: '2026-11-18T10:00:00.000Z' }, new Map(), none)).toBe(true);
  });
});

describe("chat day separators on the kindergarten's calendar", () => {
  it('puts a message written at 00:30 in Berlin on that Berlin day, on a phone anywhere', async () => {
    const { setKindergartenZone } = await import('../../src/i18n/kindergarten-zone.ts');
    setKindergartenZone('Europe/Berlin');
    try {
      expect(localDayOf('2026-11-17T23:30:00Z')).toBe('2026-11-18');
      setKindergartenZone('America/New_York');
      expect(localDayOf('2026-11-18T03:30:00Z')).toBe('2026-11-17');
    } finally {
      setKindergartenZone(null);
    }
  });
});
