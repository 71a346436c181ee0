import { benchApiServer } from './api-server.ts';
import { benchBlackboardBoard } from './blackboard-board.ts';
import { benchBoardPictures } from './board-pictures.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchChatRealtime } from './chat-realtime.ts';
import { benchChatRoom } from './chat-room.ts';
import { benchColdStart } from './cold-start.ts';
import { benchDateFormats } from './date-formats.ts';
import { benchFileHeap } from './file-heap.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchOfflineStart } from './offline-start.ts';
import { benchOutboxFlush } from './outbox-flush.ts';
import { benchRollCallFlush } from './roll-call-flush.ts';
import { benchSearch } from './search.ts';
import { closeBenchContext, openBenchContext, type Bench } from './support/bench-context.ts';
import { figureTable, misses, type Figure } from './support/figures.ts';
import { benchSyncFirst } from './sync-first.ts';
import { benchSyncNoop } from './sync-noop.ts';

/**
 * `npm run bench`: every benchmark against one generated kindergarten and one server, then one table with each
 * figure, its target and the ratio. It reports; it never fails on a missed target (the developers' guide: targets
 * are read here, not asserted in tests) — except the bundle budget, with `--budget` (`npm run bench:budget`).
 * `npm run bench -- sync-noop api-server` runs only the named benches. Order matters: the flush writes absences
 * the syncs would otherwise see, and the API bench writes comments, so it comes after every bench that reads.
 */
const benches: [string, Bench][] = [
  ['sync-first', benchSyncFirst],
  ['sync-noop', benchSyncNoop],
  ['outbox-flush', benchOutboxFlush],
  ['roll-call-flush', benchRollCallFlush],
  ['offline-start', benchOfflineStart],
  ['blackboard-board', benchBlackboardBoard],
  ['chat-room', benchChatRoom],
  ['chat-realtime', benchChatRealtime],
  ['lighthouse', benchLighthouse],
  ['bundle-size', benchBundleSize],
  ['api-server', benchApiServer],
  ['cold-start', benchColdStart],
  ['file-heap', benchFileHeap],
  ['date-formats', benchDateFormats],
  ['search', benchSearch],
  // Last: it adds pictures to the board, which every bench above reads without them.
  ['board-pictures', benchBoardPictures],
];

const args = process.argv.slice(2);
const budget = args.includes('--budget');
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !benches.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; known: ${benches.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
const chosen = names.length > 0 ? benches.filter(([name]) => names.includes(name)) : benches;

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
if (budget) {
  const bundle = figures.filter((f) => f.bench.startsWith('bundle-size'));
  const over = bundle.filter(misses);
  if (bundle.length === 0) {
    console.error('bundle budget: the bundle-size bench did not run (npm run bench -- bundle-size --budget)');
    process.exit(1);
  }
  if (over.length > 0) {
    console.error(
      `bundle budget exceeded:\n${over.map((f) => `  ${f.bench}: ${f.name} ${f.value.toFixed(1)} ${f.unit} > ${f.target} ${f.unit}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('bundle budget: met');
}
process.exit(0);
