import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../src/features/blackboard/relative-time.ts';

const now = Date.parse('2026-06-12T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('when a post was written, in the user language', () => {
  it('says "vor 5 Minuten" in German and "5 minutes ago" in English', () => {
    expect(formatRelativeTime(ago(5 * 60), now, 'de')).toBe('vor 5 Minuten');
    expect(formatRelativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
  });

  it('uses the largest whole unit and words like "gestern"', () => {
    expect(formatRelativeTime(ago(3 * 3600 + 59 * 60), now, 'de')).toBe('vor 3 Stunden');
    expect(formatRelativeTime(ago(26 * 3600), now, 'de')).toBe('gestern');
    expect(formatRelativeTime(ago(3 * 7 * 24 * 3600), now, 'en')).toBe('3 weeks ago');
  });

  it('says "now" for the last minute, also when the device clock is a little behind the server', () => {
    expect(formatRelativeTime(ago(20), now, 'de')).toBe('jetzt');
    expect(formatRelativeTime(ago(-30), now, 'en')).toBe('now');
  });
});
