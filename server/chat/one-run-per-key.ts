/**
 * Runs `run(latest, count)` with at most one run per key in flight: what arrives meanwhile waits, and the next run
 * takes only the newest waiting item and how many there were. A busy room so costs its members one update of their
 * notification per round trip, not one per message, and the count stays exact. `run` must not throw.
 */
export function oneRunPerKey<T>(run: (latest: T, count: number) => Promise<void>) {
  const waiting = new Map<string, { latest: T; count: number }>();
  const running = new Set<string>();
  return async function submit(key: string, item: T): Promise<void> {
    waiting.set(key, { latest: item, count: (waiting.get(key)?.count ?? 0) + 1 });
    if (running.has(key)) return;
    running.add(key);
    try {
      for (let next = waiting.get(key); next; next = waiting.get(key)) {
        waiting.delete(key);
        await run(next.latest, next.count);
      }
    } finally {
      running.delete(key);
    }
  };
}
