import pg from 'pg';

/**
 * What a LISTEN delivers: each payload, and whether delivery can be trusted right now. `live(false)` comes when the
 * connection fails (notifications may be lost from then on), `live(true)` once LISTEN runs again; a cache must not
 * serve anything it learnt before a `live(true)`.
 */
export type NotificationHandlers = { notify: (payload: string) => void; live: (isLive: boolean) => void };

export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;

const maxReconnectDelayMs = 30_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to queries), reconnecting with backoff
 * like the realtime fan-out (server/realtime/postgres-fanout.ts). TCP keepalive, so a connection that died silently
 * is noticed by the operating system instead of never.
 */
export function postgresListen(databaseUrl: string): Listen {
  return async (channel, handlers) => {
    let listener: pg.Client | undefined;
    let closed = false;
    let reconnectDelayMs = 500;
    let reconnectTimer: NodeJS.Timeout | undefined;

    const fail = (client: pg.Client, error: unknown, text: string) => {
      if (listener === client) listener = undefined;
      handlers.live(false);
      if (!closed) console.error(`[kita] ${text}: ${error instanceof Error ? error.message : String(error)}`);
      void client.end().catch(() => undefined);
      scheduleReconnect();
    };
    const listen = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
      client.on('notification', (notification) => handlers.notify(notification.payload ?? ''));
      client.on('error', (error) => fail(client, error, `the LISTEN ${channel} connection failed; reconnecting`));
      client.on('end', () => {
        if (!closed && listener === client)
          fail(client, new Error('connection ended'), `the LISTEN ${channel} connection ended; reconnecting`);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        void client.end().catch(() => undefined);
        throw error;
      }
      if (closed) return void (await client.end().catch(() => undefined));
      listener = client;
      reconnectDelayMs = 500;
      handlers.live(true);
    };
    const scheduleReconnect = () => {
      if (closed || reconnectTimer) return;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined;
        listen().catch((error: unknown) => {
          console.error(
            `[kita] could not LISTEN ${channel}: ${error instanceof Error ? error.message : String(error)}`,
          );
          reconnectDelayMs = Math.min(reconnectDelayMs * 2, maxReconnectDelayMs);
          scheduleReconnect();
        });
      }, reconnectDelayMs);
      reconnectTimer.unref();
    };

    // A first failure is not fatal: the caches stay off (every request asks the database) until LISTEN runs.
    await listen().catch((error: unknown) => {
      console.error(`[kita] could not LISTEN ${channel}: ${error instanceof Error ? error.message : String(error)}`);
      scheduleReconnect();
    });
    return async () => {
      closed = true;
      clearTimeout(reconnectTimer);
      handlers.live(false);
      await listener?.end().catch(() => undefined);
      listener = undefined;
    };
  };
}
