import { describe, expect, it } from 'vitest';
import { countsAsUnread } from '#contract/chat-rules';
import type { SyncRows } from '#contract/sync-rows';
import { db } from '../../src/db/kita-db.ts';
import { unreadMessageTotal } from '../../src/db/unread-messages.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';

const me = '01900000-0000-7000-8000-000000000001';
const other = '01900000-0000-7000-8000-000000000002';
const roomA = '01900000-0000-7000-8000-0000000000aa';
const roomB = '01900000-0000-7000-8000-0000000000bb';
const roomLeft = '01900000-0000-7000-8000-0000000000cc';
let n = 100;
const id = () => `01900000-0000-7000-8000-${String(n++).padStart(12, '0')}`;

function message(roomId: string, senderId: string, at: string, deleted = false): SyncRows['messages'] {
  return {
    id: id(),
    room_id: roomId,
    sender_id: senderId,
    message: 'Hallo',
    attachment_file_id: null,
    created_at: at,
    updated_at: at,
    version: 1,
    deleted_at: deleted ? at : null,
  };
}

function membership(roomId: string, lastReadAt: string | null, deleted = false): SyncRows['room_members'] {
  const at = '2026-11-01T00:00:00.000Z';
  return {
    id: id(),
    room_id: roomId,
    user_id: me,
    last_read_at: lastReadAt,
    created_at: at,
    updated_at: at,
    version: 1,
    deleted_at: deleted ? at : null,
  };
}

describe('unread by the read cursor', () => {
  const cursor = '2026-11-18T08:00:00.000Z';
  const member = { user_id: me, last_read_at: cursor };

  it("counts another's live message sent after the cursor, to the millisecond", () => {
    const at = (created_at: string, sender_id = other, deleted_at: string | null = null) => ({
      sender_id,
      created_at,
      deleted_at,
    });
    expect(countsAsUnread(at('2026-11-18T08:00:00.001Z'), member)).toBe(true);
    expect(countsAsUnread(at(cursor), member)).toBe(false);
    expect(countsAsUnread(at('2026-11-18T07:59:59.999Z'), member)).toBe(false);
    expect(countsAsUnread(at('2026-11-18T09:00:00.000Z', me), member)).toBe(false);
    expect(countsAsUnread(at('2026-11-18T09:00:00.000Z', other, cursor), member)).toBe(false);
    expect(countsAsUnread(at('2020-01-01T00:00:00.000Z'), { user_id: me, last_read_at: null })).toBe(true);
  });

  describe('the chat badge from synced rows alone', () => {
    freshDatabasePerTest();

    it('adds up every room the user is still in by its own cursor, without any notification row', async () => {
      await db.room_members.bulkPut([
        membership(roomA, cursor),
        membership(roomB, null),
        membership(roomLeft, null, true),
      ]);
      await db.messages.bulkPut([
        message(roomA, other, '2026-11-18T07:00:00.000Z'),
        message(roomA, other, cursor),
        message(roomA, other, '2026-11-18T08:00:00.001Z'),
        message(roomA, me, '2026-11-18T09:00:00.000Z'),
        message(roomA, other, '2026-11-18T09:30:00.000Z', true),
        message(roomB, other, '2026-11-18T06:00:00.000Z'),
        message(roomB, other, '2026-11-18T06:30:00.000Z'),
        message(roomLeft, other, '2026-11-18T10:00:00.000Z'),
      ]);
      expect(await db.notifications.count()).toBe(0);
      expect(await unreadMessageTotal(me)).toBe(3);
    });
  });
});
