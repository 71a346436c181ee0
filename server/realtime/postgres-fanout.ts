import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChannelHub } from './channel-hub.ts';
import type { RealtimeMessage, RealtimePublisher } from './publisher.ts';

/**
 * Fan-out between instances on one PostgreSQL: each instance delivers to its own sockets at once and
 * NOTIFYs the others, which LISTEN on a dedicated connection. This is a transport, not data access, so it talks to
 * PostgreSQL here rather than through a repository. NOTIFY payloads are capped at 8000 bytes, so a message travels
 * as base64 pieces of at most `pieceChars`, sent in one transaction (delivered together, in order) and reassembled.
 */
const notifyChannel = 'kita_realtime';
const pieceChars = 7000;
const incompleteMessageTtlMs = 30_000;
const maxReconnectDelayMs = 30_000;

type Envelope = { o: string; m: string; i: number; n: number; p: string };
type Log = { error: (context: object, text: string) => void; info: (context: object, text: string) => void };

export function encodeEnvelopes(origin: string, message: RealtimeMessage): Envelope[] {
  const base64 = Buffer.from(JSON.stringify(message)).toString('base64');
  const id = randomUUID();
  const count = Math.max(1, Math.ceil(base64.length / pieceChars));
  return Array.from({ length: count }, (_, i) => ({
    o: origin,
    m: id,
    i,
    n: count,
    p: base64.slice(i * pieceChars, (i + 1) * pieceChars),
  }));
}

/** Collects pieces until a message is whole; forgets halves that never complete. */
export function envelopeAssembler(onMessage: (message: RealtimeMessage) => void) {
  const pending = new Map<string, { pieces: string[]; received: number; startedAt: number }>();
  return (envelope: Envelope) => {
    const now = Date.now();
    for (const [id, entry] of pending) if (now - entry.startedAt > incompleteMessageTtlMs) pending.delete(id);
    const entry = pending.get(envelope.m) ?? { pieces: new Array<string>(envelope.n), received: 0, startedAt: now };
    if (entry.pieces[envelope.i] === undefined) entry.received++;
    entry.pieces[envelope.i] = envelope.p;
    if (entry.received < envelope.n) return void pending.set(envelope.m, entry);
    pending.delete(envelope.m);
    onMessage(JSON.parse(Buffer.from(entry.pieces.join(''), 'base64').toString('utf8')) as RealtimeMessage);
  };
}

export async function startPostgresFanout(
  databaseUrl: string,
  hub: ChannelHub,
  log: Log,
): Promise<RealtimePublisher & { close: () => Promise<void> }> {
  const origin = randomUUID();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const assemble = envelopeAssembler((message) => hub.deliver(message));
  let listener: pg.Client | undefined;
  let closed = false;
  let reconnectDelayMs = 500;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (notification) => {
      try {
        const envelope = JSON.parse(notification.payload ?? '') as Envelope;
        if (envelope.o !== origin) assemble(envelope);
      } catch (error) {
        log.error({ err: error }, 'could not read a realtime notification');
      }
    });
    client.on('error', (error) => {
      log.error({ err: error }, 'the realtime LISTEN connection failed; reconnecting');
      void client.end().catch(() => undefined);
      scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${notifyChannel}`);
    listener = client;
    reconnectDelayMs = 500;
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listen().catch((error: unknown) => {
        log.error({ err: error }, 'could not LISTEN for realtime events');
        reconnectDelayMs = Math.min(reconnectDelayMs * 2, maxReconnectDelayMs);
        scheduleReconnect();
      });
    }, reconnectDelayMs);
    reconnectTimer.unref();
  };
  await listen();

  return {
    async publish(message) {
      hub.deliver(message);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const envelope of encodeEnvelopes(origin, message)) {
          await client.query('SELECT pg_notify($1, $2)', [notifyChannel, JSON.stringify(envelope)]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
