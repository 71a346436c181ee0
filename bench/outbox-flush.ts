import { and, count, eq, gt } from 'drizzle-orm';
import { absences } from '../server/db/schema/index.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { engineInNode, flushAfterReconnect, freshDevice } from './support/engine-in-node.ts';
import { median, percentile, type Figure } from './support/figures.ts';

/** 100 writes queued offline reach the server within 5 s of reconnecting. */
const targetMs = 5_000;
const writes = 100;

const isoDayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Queues 100 absence reports through the real command (optimistic row + outbox entry) while nothing drains — as on
 * a train without signal — then reconnects the way the `online` trigger does: a SyncLoop cycle with retryNow.
 * The pull the trigger also asks for is left out, so the figure is the flush alone.
 */
export async function benchOutboxFlush(context: BenchContext): Promise<Figure[]> {
  const engine = await engineInNode(context.server.origin);
  const { id: userId, token } = context.parent;
  await freshDevice(engine, userId, token);
  const [child] = await context.opened.database.db.query.guardians.findMany({
    where: (g, { eq: is }) => is(g.userId, userId),
    limit: 1,
  });
  const db = context.opened.database.db;
  const startedAt = new Date();

  const queueStarted = performance.now();
  for (let i = 0; i < writes; i++) {
    // Distinct days far enough ahead that no seeded report overlaps them: the server refuses overlapping reports.
    const from = isoDayFromToday(200 + i);
    await engine.reportAbsence(
      { child_id: child!.childId, from, to: from, reason: 'sick', note: `Bench ${i}` },
      { userId, kindergartenId: context.kindergarten.kindergartenId },
    );
  }
  const queueMs = performance.now() - queueStarted;
  if ((await engine.db.outbox.count()) !== writes) throw new Error('the outbox does not hold the queued writes');

  const { flushMs, serverMs } = await flushAfterReconnect(engine, userId, '/api/report-absence');

  const left = await engine.db.outbox.count();
  const [landed] = await db
    .select({ n: count() })
    .from(absences)
    .where(and(eq(absences.reportedBy, userId), gt(absences.createdAt, startedAt)));
  if (left !== 0 || landed!.n !== writes)
    throw new Error(`flush incomplete: ${left} entries left, ${landed!.n} of ${writes} absences on the server`);
  const bench = 'outbox-flush';
  return [
    {
      bench,
      name: `${writes} queued absence reports sent after reconnect`,
      value: flushMs,
      unit: 'ms',
      target: targetMs,
    },
    { bench, name: 'per write, end to end', value: flushMs / writes, unit: 'ms' },
    { bench, name: 'server time per POST, median', value: median(serverMs), unit: 'ms' },
    { bench, name: 'server time per POST, p95', value: percentile(serverMs, 0.95), unit: 'ms' },
    { bench, name: `queueing ${writes} commands offline (runCommand)`, value: queueMs, unit: 'ms' },
  ];
}

await runAloneIfMain(import.meta.url, benchOutboxFlush);
