import type { PGlite } from '@electric-sql/pglite';

/** What GET /metrics reports of the database: the pool's connections, or the embedded database's statements. */
export type DatabaseStatistics =
  | { kind: 'postgres'; totalConnections: number; idleConnections: number; waitingRequests: number }
  | { kind: 'pglite'; statements: number; statementSeconds: number };

/**
 * Counts the embedded database's statements (queries, exec, whole transactions) and the time each ran. Wrapped
 * inside the fair queue (fair-pglite.ts), so the seconds are the statements' own and not their wait for a turn.
 */
export function countStatements(client: PGlite): () => DatabaseStatistics {
  let statements = 0;
  let statementSeconds = 0;
  const counted =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const startedAt = performance.now();
      try {
        return await run(...args);
      } finally {
        statements += 1;
        statementSeconds += (performance.now() - startedAt) / 1000;
      }
    };
  client.query = counted(client.query.bind(client)) as PGlite['query'];
  client.exec = counted(client.exec.bind(client));
  client.transaction = counted(client.transaction.bind(client)) as PGlite['transaction'];
  return () => ({ kind: 'pglite', statements, statementSeconds });
}
