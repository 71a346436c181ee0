import { describe, expect, it } from 'vitest';
import { readersOf, readReceiptOf, type ReadCursor } from '#contract/read-receipts';

const at = (second: number) => `2026-11-28T09:00:${String(second).padStart(2, '0')}.000Z`;
const message = { sender_id: 'anna', created_at: at(10) };
const cursor = (user_id: string, second: number | null): ReadCursor => ({
  user_id,
  last_read_at: second === null ? null : at(second),
});

describe('read receipts from the members’ cursors', () => {
  it('counts a member whose cursor stands exactly at the message as having read it', () => {
    expect(readersOf(message, [cursor('ben', 10)])).toEqual(['ben']);
  });

  it('does not count a cursor before the message, a member who never read, or the sender', () => {
    expect(readersOf(message, [cursor('ben', 9), cursor('cem', null), cursor('anna', 30)])).toEqual([]);
  });

  it('compares instants, not strings in different notations', () => {
    expect(readersOf(message, [{ user_id: 'ben', last_read_at: '2026-11-28T10:00:10+01:00' }])).toEqual(['ben']);
  });

  it('says read in a private room once the other person read it, and not before', () => {
    const room = (second: number | null) => ({
      kind: 'private' as const,
      members: [cursor('anna', 40), cursor('ben', second)],
    });
    expect(readReceiptOf(message, room(12), true)).toEqual({ kind: 'private', read: true });
    expect(readReceiptOf(message, room(5), true)).toEqual({ kind: 'private', read: false });
    expect(readReceiptOf(message, room(null), true)).toEqual({ kind: 'private', read: false });
  });

  it('says by whom and of how many others in a group room', () => {
    const members = [cursor('anna', 40), cursor('ben', 11), cursor('cem', 3), cursor('dora', 10)];
    expect(readReceiptOf(message, { kind: 'group', members }, true)).toEqual({
      kind: 'group',
      readers: ['ben', 'dora'],
      of: 3,
    });
  });

  it('shows nothing to a sender who switched receipts off', () => {
    const members = [cursor('anna', 40), cursor('ben', 11)];
    expect(readReceiptOf(message, { kind: 'private', members }, false)).toEqual({ kind: 'hidden' });
  });
});
