import { describe, expect, it } from 'vitest';
import { oneRunPerKey } from '../../server/chat/one-run-per-key.ts';

describe('one run per key', () => {
  it('runs what came meanwhile once, with its newest item and how many came, and keys apart independently', async () => {
    const runs: [string, number][] = [];
    let release!: () => void;
    const firstBlocks = new Promise<void>((resolve) => (release = resolve));
    const submit = oneRunPerKey<string>(async (latest, count) => {
      runs.push([latest, count]);
      if (latest === 'a1') await firstBlocks;
    });
    const first = submit('a', 'a1');
    const waiting = [submit('a', 'a2'), submit('a', 'a3'), submit('b', 'b1')];
    await Promise.all(waiting);
    expect(runs).toEqual([
      ['a1', 1],
      ['b1', 1],
    ]);
    release();
    await first;
    expect(runs).toEqual([
      ['a1', 1],
      ['b1', 1],
      ['a3', 2],
    ]);
  });
});
