import { describe, expect, it } from 'vitest';
import { counterState, defaultWarnWithin } from '../../src/ui/text-area-counter.ts';

describe('the counter of a text field with a limit', () => {
  it.each([
    { length: 0, max: 1000, state: 'room' },
    { length: 950, max: 1000, state: 'room' },
    { length: 951, max: 1000, state: 'near' },
    { length: 999, max: 1000, state: 'near' },
    { length: 1000, max: 1000, state: 'full' },
    { length: 1900, max: 2000, state: 'room' },
    { length: 1901, max: 2000, state: 'near' },
  ] as const)('says $state at $length of $max characters', ({ length, max, state }) => {
    expect(counterState(length, max)).toBe(state);
  });

  it('warns within the last 5 % unless the field says otherwise', () => {
    expect(defaultWarnWithin(1000)).toBe(50);
    expect(defaultWarnWithin(2000)).toBe(100);
    expect(defaultWarnWithin(10)).toBe(1);
    expect(counterState(80, 100, 30)).toBe('near');
  });
});
