import { benchBlackboardBoard } from './blackboard-board.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchChatRealtime } from './chat-realtime.ts';
import { benchChatRoom } from './chat-room.ts';
import { benchOfflineStart } from './offline-start.ts';
import { benchOutboxFlush } from './outbox-flush.ts';
import { closeBenchContext, openBenchContext, type Bench } from './support/bench-context.ts';
import { figureTable, type Figure } from './support/figures.ts';
import { benchSyncFirst } from './sync-first.ts';
import { benchSyncNoop } from './sync-noop.ts';

/**
 * `npm run bench`: every benchmark against one generated kindergarten and one server, then one table with each
 * figure, its target and the ratio. It reports; it never fails on a missed target (the developers' guide: targets
 * are read here, not asserted in tests). Order matters: the flush writes absences the syncs would otherwise see.
 * Names given on the command line run only those benches, in this order.
 */
const benches: [string, Bench][] = [
  ['sync-first', benchSyncFirst],
  ['sync-noop', benchSyncNoop],
  ['outbox-flush', benchOutboxFlush],
  ['offline-start', benchOfflineStart],
  ['blackboard-board', benchBlackboardBoard],
  ['chat-room', benchChatRoom],
  ['chat-realtime', benchChatRealtime],
  ['bundle-size', benchBundleSize],
];

// `npm run bench -- chat-room sync-noop`: only the benches named (all when none is).
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benches.some(([known]) => known === name));
if (unknown.length) throw new Error(`unknown bench ${unknown.join(', ')}; known: ${benches.map(([name]) => name).join(', ')}`);
const chosen = wanted.length ? benches.filter(([name]) => wanted.includes(name)) : benches;

const started = performance.now();
const context = await openBenchContext();
const figures: Figure[] = [];
try {
  for (const [name, bench] of chosen) {
    const benchStarted = performance.now();
    figures.push(...(await bench(context)));
    console.log(`${name} done in ${((performance.now() - benchStarted) / 1000).toFixed(1)} s`);
  }
} finally {
  await closeBenchContext(context);
}
console.log(
  `\n${figureTable(figures)}\n\nall benches in ${((performance.now() - started) / 1000).toFixed(0)} s on ${context.opened.label}`,
);
process.exit(0);
