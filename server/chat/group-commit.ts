export type GroupCommitLimits = { inFlight: number; maxBatch: number };

/**
 * Gathers concurrent calls into batches for `write`, which answers one result per item, in the items' order. At most
 * `inFlight` batches run at once; what arrives while all run waits, and the next batch takes the oldest waiting (up
 * to `maxBatch`). No call waits for a timer: one that finds a free slot goes at once, alone if it is alone. An error
 * of a batch rejects each of its calls.
 */
export function groupCommit<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  { inFlight, maxBatch }: GroupCommitLimits,
): (item: Item) => Promise<Result> {
  type Call = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  const waiting: Call[] = [];
  let running = 0;

  async function run(batch: Call[]) {
    try {
      const results = await write(batch.map((call) => call.item));
      if (results.length !== batch.length)
        throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
      batch.forEach((call, index) => call.resolve(results[index]!));
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      running--;
      startWhatFits();
    }
  }

  function startWhatFits() {
    while (running < inFlight && waiting.length > 0) {
      running++;
      void run(waiting.splice(0, maxBatch));
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      startWhatFits();
    });
}
