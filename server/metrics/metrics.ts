import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { collectDatabaseStatistics } from './database-metrics.ts';

/**
 * The series GET /metrics answers, in a registry of this app's own: tests run several apps in one process, and
 * prom-client's global registry would refuse a second series of the same name. Modules record through the named
 * fields; nothing here knows the routes or features.
 */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(database: Database) {
  const registry = new Registry();
  const registers = [registry];
  // Process and runtime series, with nodejs_eventloop_lag_seconds (and its percentiles) from monitorEventLoopDelay.
  collectDefaultMetrics({ register: registry });
  collectDatabaseStatistics(registry, database);
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'kita_http_request_duration_seconds',
      help: 'Time from request to answer, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    syncPages: new Counter({ name: 'kita_sync_pages_total', help: 'Sync pages answered (GET /api/sync).', registers }),
    syncBytes: new Counter({
      name: 'kita_sync_bytes_total',
      help: 'JSON bytes of the sync pages answered, before compression.',
      registers,
    }),
    outboxReplays: new Counter({
      name: 'kita_outbox_replays_total',
      help: 'Repeated writes answered from the stored first response (same Idempotency-Key).',
      registers,
    }),
    realtimeConnections: new Gauge({
      name: 'kita_realtime_connections',
      help: 'Open websocket connections to the built-in realtime endpoint of this instance.',
      registers,
    }),
    realtimeMessages: new Counter({
      name: 'kita_realtime_messages_total',
      help: 'Websocket frames of the built-in realtime endpoint, by direction (in: from clients, out: to clients).',
      labelNames: ['direction'] as const,
      registers,
    }),
    pushSent: new Counter({
      name: 'kita_push_sent_total',
      help: 'Push notifications the push service accepted, one per device.',
      registers,
    }),
    pushFailed: new Counter({
      name: 'kita_push_failed_total',
      help: 'Push notifications the push service refused, one per device (invalid: the device token is gone for good).',
      labelNames: ['reason'] as const,
      registers,
    }),
    translationCharacters: new Counter({
      name: 'kita_translation_characters_total',
      help: 'Characters the machine translation service translated, by provider.',
      labelNames: ['provider'] as const,
      registers,
    }),
  };
}
