import { and, count, eq } from 'drizzle-orm';
import { children, rollCallEntries, rollCalls } from '../server/db/schema/index.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { engineInNode, flushAfterReconnect, freshDevice } from './support/engine-in-node.ts';
import { median, percentile, type Figure } from './support/figures.ts';

/** A group's roll call taken offline is on the server within 2 s of reconnecting. */
const targetMs = 2_000;
const groupSize = 25;

/**
 * A teacher on an outing without signal: starts a roll call of 25 children of one group through the real commands
 * (optimistic rows + outbox entries), ticks every child present, adds a note and closes it, while nothing drains.
 * Then reconnects the way the `online` trigger does (a SyncLoop cycle with retryNow, the pull left out): the time
 * until the outbox is empty, the requests that took, and whether the server holds every line ticked.
 */
export async function benchRollCallFlush(context: BenchContext): Promise<Figure[]> {
  const engine = await engineInNode(context.server.origin);
  const { id: userId, token } = context.staff;
  const { kindergartenId } = context.kindergarten;
  await freshDevice(engine, userId, token);
  const db = context.opened.database.db;
  const roster = await db
    .select({ id: children.id, groupId: children.groupId })
    .from(children)
    .where(eq(children.kindergartenId, kindergartenId));
  const byGroup = new Map<string | null, { id: string }[]>();
  for (const child of roster) byGroup.set(child.groupId, [...(byGroup.get(child.groupId) ?? []), child]);
  const [groupId, members] = [...byGroup].find(([, list]) => list.length >= groupSize) ?? [];
  if (!groupId || !members) throw new Error(`no group of ${groupSize} children in the bench kindergarten`);
  const taken = members.slice(0, groupSize);
  const taker = { userId, kindergartenId };

  const queueStarted = performance.now();
  const id = await engine.startRollCall(
    {
      groupId,
      label: '',
      day: new Date().toISOString().slice(0, 10),
      children: taken.map((child) => ({ childId: child.id, reportedAbsent: false })),
    },
    taker,
  );
  const lines = await engine.db.roll_call_entries.where('roll_call_id').equals(id).toArray();
  for (const line of lines) await engine.markChild(line, { present: true, note: '' }, taker);
  await engine.noteRollCall((await engine.db.roll_calls.get(id))!, 'Alle da, Bench.');
  await engine.closeRollCall((await engine.db.roll_calls.get(id))!);
  const queueMs = performance.now() - queueStarted;
  const queued = await engine.db.outbox.count();
  if (queued !== groupSize + 3) throw new Error(`the outbox holds ${queued} entries, not ${groupSize + 3}`);

  const { flushMs, serverMs } = await flushAfterReconnect(engine, userId, '/api/');

  const left = await engine.db.outbox.count();
  const [ticked] = await db
    .select({ n: count() })
    .from(rollCallEntries)
    .where(and(eq(rollCallEntries.rollCallId, id), eq(rollCallEntries.present, true)));
  const [stored] = await db.select().from(rollCalls).where(eq(rollCalls.id, id));
  if (left !== 0 || ticked!.n !== groupSize || !stored?.closedAt || stored.note !== 'Alle da, Bench.')
    throw new Error(
      `flush incomplete: ${left} entries left, ${ticked!.n} of ${groupSize} lines ticked on the server, closed: ${Boolean(stored?.closedAt)}`,
    );
  const bench = 'roll-call-flush';
  return [
    {
      bench,
      name: `roll call of ${groupSize} children ticked offline, sent after reconnect`,
      value: flushMs,
      unit: 'ms',
      target: targetMs,
    },
    { bench, name: 'requests the flush made', value: serverMs.length, unit: '' },
    { bench, name: 'per outbox entry, end to end', value: flushMs / queued, unit: 'ms' },
    { bench, name: 'server time per request, median', value: median(serverMs), unit: 'ms' },
    { bench, name: 'server time per request, p95', value: percentile(serverMs, 0.95), unit: 'ms' },
    { bench, name: `queueing the roll call offline (${queued} commands)`, value: queueMs, unit: 'ms' },
  ];
}

await runAloneIfMain(import.meta.url, benchRollCallFlush);
