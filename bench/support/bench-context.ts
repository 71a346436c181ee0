import { pathToFileURL } from 'node:url';
import {
  benchAccounts,
  describeLargeKindergarten,
  generateLargeKindergarten,
  type LargeKindergarten,
} from '../fixtures/large-kindergarten.ts';
import { openBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { figureTable, type Figure } from './figures.ts';
import { closeWireConnections, signIn } from './wire-request.ts';

/** A database holding the large kindergarten, the real server on loopback, and a token for each bench account. */
export type BenchContext = {
  opened: BenchDatabase;
  server: BenchServer;
  kindergarten: LargeKindergarten;
  parent: { id: string; token: string };
  staff: { id: string; token: string };
};

export async function openBenchContext(): Promise<BenchContext> {
  const opened = await openBenchDatabase();
  const kindergarten = await generateLargeKindergarten(opened.database.db);
  console.log(
    `fixture: ${describeLargeKindergarten()} on ${opened.label}, generated in ${(kindergarten.generationMs / 1000).toFixed(1)} s`,
  );
  const server = await startBenchServer(opened);
  return {
    opened,
    server,
    kindergarten,
    parent: {
      id: kindergarten.parentId,
      token: await signIn(server.origin, benchAccounts.parent, benchAccounts.password),
    },
    staff: {
      id: kindergarten.staffId,
      token: await signIn(server.origin, benchAccounts.staff, benchAccounts.password),
    },
  };
}

export async function closeBenchContext(context: BenchContext): Promise<void> {
  closeWireConnections();
  await context.server.close();
  await context.opened.dispose();
}

export type Bench = (context: BenchContext) => Promise<Figure[]>;

/** Lets each bench file run alone (`npx tsx bench/sync-first.ts`): its own fixture and server, then its table. */
export async function runAloneIfMain(moduleUrl: string, bench: Bench): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const context = await openBenchContext();
  try {
    console.log(`\n${figureTable(await bench(context))}`);
  } finally {
    await closeBenchContext(context);
  }
  // PGlite's worker and Chromium's pipes can keep the loop alive a moment; the figures are out.
  process.exit(0);
}
