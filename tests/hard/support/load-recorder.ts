import { median, percentile } from '../../../bench/support/figures.ts';

/** How many error descriptions are kept for the failure message; the count goes on. */
const keptErrors = 20;

/**
 * What the simulated parents saw. Errors count over the whole run (ramp-up included); latencies and counts only inside
 * the measured window (`startWindow`), so the connection storm of the ramp-up does not colour the steady state.
 */
export class LoadRecorder {
  readonly errors: string[] = [];
  errorCount = 0;
  private latencies = new Map<string, number[]>();
  private counts = new Map<string, number>();
  /** When each message this run sent left (by message id), for its delivery time on the members' sockets. */
  readonly sentAt = new Map<string, number>();
  /** The room of each message the server accepted, and how many sockets received it: over the whole run. */
  readonly sentTo = new Map<string, string>();
  readonly deliveries = new Map<string, number>();

  error(what: string): void {
    this.errorCount++;
    if (this.errors.length < keptErrors) this.errors.push(what);
  }

  latency(call: string, ms: number): void {
    const list = this.latencies.get(call) ?? [];
    list.push(ms);
    this.latencies.set(call, list);
  }

  count(what: string, by = 1): void {
    this.counts.set(what, (this.counts.get(what) ?? 0) + by);
  }

  startWindow(): void {
    this.latencies.clear();
    this.counts.clear();
  }

  latenciesOf(call: string): readonly number[] {
    return this.latencies.get(call) ?? [];
  }

  countOf(what: string): number {
    return this.counts.get(what) ?? 0;
  }

  /** One line per call (requests, p50, p99, max) and the counts, for the suite's printed figures. */
  summary(): string {
    const lines = [...this.latencies].map(([call, ms]) => {
      const p = (q: number) => Math.round(percentile(ms, q));
      return `${call}: ${ms.length} × p50 ${Math.round(median(ms))} ms, p99 ${p(0.99)} ms, max ${p(1)} ms`;
    });
    lines.push([...this.counts].map(([what, n]) => `${what} ${n}`).join(', '));
    lines.push(`errors ${this.errorCount}${this.errors.length ? `: ${this.errors.join(' | ')}` : ''}`);
    return lines.join('\n');
  }
}
