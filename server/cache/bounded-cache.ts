/**
 * A bounded in-memory map with a time to live, for answers the database gave (docs/decisions/0008). Least recently
 * used entries go first once `maxEntries` is reached (a Map keeps insertion order; a hit moves the entry to the end,
 * at most once a second: moving it on every hit would make the lookup of an empty sync's token cost more than the
 * rest of its authentication, bench/api-server.ts with `--cpu-prof`).
 *
 * A value read from the database may already be outdated when it arrives, if a write committed while the read was
 * in flight and its invalidation came first. So a read notes `generation` before it starts and `fill` stores only if
 * no invalidation happened since: every `forget…` moves the generation on.
 */
const movedAtMostEveryMs = 1_000;

export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; storedAt: number; movedAt: number }>();
  generation = 0;

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    if (now - entry.movedAt >= movedAtMostEveryMs) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.movedAt = now;
    }
    return entry.value;
  }

  /** Stores `value` if nothing was forgotten since `generation` was read. */
  fill(key: K, generation: number, value: V): void {
    if (generation !== this.generation) return;
    this.entries.delete(key);
    const now = this.now();
    this.entries.set(key, { value, storedAt: now, movedAt: now });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  forgetWhere(matches: (value: V) => boolean): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
