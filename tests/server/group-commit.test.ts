import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../server/chat/group-commit.ts';

/** A write whose batches the test finishes one by one, answering each item doubled. */
function heldWrite() {
  const batches: { items: number[]; finish: (error?: Error) => void }[] = [];
  const write = (items: number[]) =>
    new Promise<number[]>((resolve, reject) =>
      batches.push({ items, finish: (error) => (error ? reject(error) : resolve(items.map((item) => item * 2))) }),
    );
  return { batches, write };
}

describe('group commit', () => {
  it('sends the first call at once and gathers what arrives meanwhile, in order, up to the cap', async () => {
    const { batches, write } = heldWrite();
    const submit = groupCommit(write, { inFlight: 1, maxBatch: 3 });
    const answers = [1, 2, 3, 4, 5, 6].map((item) => submit(item));
    expect(batches.map((batch) => batch.items)).toEqual([[1]]);
    batches[0]!.finish();
    await answers[0];
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    await answers[3];
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3, 4], [5, 6]]);
    batches[2]!.finish();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8, 10, 12]);
  });

  it('keeps up to inFlight batches running and starts the next when one ends', async () => {
    const { batches, write } = heldWrite();
    const submit = groupCommit(write, { inFlight: 2, maxBatch: 100 });
    const answers = [1, 2, 3, 4].map((item) => submit(item));
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2]]);
    batches[1]!.finish();
    await answers[1];
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2], [3, 4]]);
    batches[0]!.finish();
    batches[2]!.finish();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
  });

  it('rejects every call of a failed batch and goes on with the next', async () => {
    const { batches, write } = heldWrite();
    const submit = groupCommit(write, { inFlight: 1, maxBatch: 100 });
    const first = submit(1);
    const failing = [submit(2), submit(3)];
    batches[0]!.finish();
    await first;
    const later = submit(4);
    batches[1]!.finish(new Error('connection lost'));
    for (const answer of failing) await expect(answer).rejects.toThrow('connection lost');
    batches[2]!.finish();
    expect(await later).toBe(8);
  });

  it('rejects every call when the write answers a different number of results', async () => {
    const submit = groupCommit(async (items: number[]) => items.slice(1), { inFlight: 1, maxBatch: 100 });
    await expect(submit(1)).rejects.toThrow('a batch of 1 answered 0 results');
  });
});
