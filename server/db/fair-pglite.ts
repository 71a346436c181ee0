import type { PGlite } from '@electric-sql/pglite';

/**
 * Lets the event loop turn between two statements of the embedded database.
 *
 * PGlite runs each statement synchronously (WebAssembly on this thread) and chains the queued ones through promise
 * callbacks, so while statements are queued nothing else runs: no socket is read, no timer fires. 2,000 queued
 * queries held the loop for 11.7 s without a single turn. Under load that answered no realtime pings, the sockets
 * dropped, and their reconnections queued more statements: 500 simulated parents on a busy machine never recovered
 * (tests/hard/load.test.ts). Here the statements (queries, exec, whole transactions — one at a time, as PGlite runs
 * them anyway) wait their turn in one queue, and one that finds the loop held for more than `maxHoldMs` first waits
 * for a `setImmediate`, after the sockets and timers that became ready meanwhile. A yield before every statement
 * cost ~0.07 ms each (a third of a point query); this one costs that at most every 2 ms.
 */
export function yieldBetweenStatements(client: PGlite, maxHoldMs = 2): void {
  let tail: Promise<unknown> = Promise.resolve();
  let turnedAt = performance.now();
  const loopTurn = async () => {
    if (performance.now() - turnedAt <= maxHoldMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    turnedAt = performance.now();
  };
  const inTurn =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      const turn = tail.then(loopTurn).then(() => run(...args));
      tail = turn.catch(() => undefined);
      return turn;
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
}
