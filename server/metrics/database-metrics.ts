import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/**
 * Series read from the database's own statistics when Prometheus scrapes, so nothing is counted on the way:
 * PostgreSQL's pool (connections open, idle, and queries waiting for one), or the embedded database's statements.
 */
export function collectDatabaseStatistics(registry: Registry, database: Database): void {
  const read = database.statistics;
  if (!read) return;
  const registers = [registry];
  if (database.kind === 'postgres') {
    const poolGauge = (name: string, help: string, field: 'totalConnections' | 'idleConnections' | 'waitingRequests') =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const statistics = read();
          if (statistics.kind === 'postgres') this.set(statistics[field]);
        },
      });
    poolGauge('kita_db_pool_connections', 'PostgreSQL connections the pool holds.', 'totalConnections');
    poolGauge('kita_db_pool_idle_connections', 'PostgreSQL connections of the pool not in use.', 'idleConnections');
    poolGauge('kita_db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection.', 'waitingRequests');
    return;
  }
  // The embedded database keeps running totals; a counter answers them as they are (they only grow).
  const totalCounter = (name: string, help: string, field: 'statements' | 'statementSeconds') =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        const statistics = read();
        if (statistics.kind !== 'pglite') return;
        this.reset();
        this.inc(statistics[field]);
      },
    });
  totalCounter(
    'kita_db_statements_total',
    'Statements (queries, scripts, whole transactions) the embedded database ran.',
    'statements',
  );
  totalCounter(
    'kita_db_statement_seconds_total',
    'Seconds the embedded database spent running statements (its queue of waiting ones not included).',
    'statementSeconds',
  );
}
