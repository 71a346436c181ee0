import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { pusherCloseCodes } from '#contract/realtime';
import { PusherConnection, type ConnectionContext } from './pusher-connection.ts';

/** Pusher's own limit for one message is 10 KB; a little headroom for the frame around it. */
const maxFrameBytes = 16 * 1024;
const oldestProtocol = 7;

/**
 * The built-in Pusher endpoint `ws(s)://<this server>/app/{key}` on the Fastify server's own port. Sockets idle for
 * the activity timeout get a `pusher:ping`; one that stays silent as long again is closed with 4201, which tells
 * pusher-js to reconnect at once. Returns the open connections.
 */
export function attachWebsocketEndpoint(
  app: FastifyInstance,
  context: ConnectionContext,
): ReadonlySet<PusherConnection> {
  const server = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  const connections = new Set<PusherConnection>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) return; // another upgrade handler's path, or nobody's: Node closes the socket
    server.handleUpgrade(request, socket, head, (ws) => {
      if (decodeURIComponent(match[1]!) !== context.app.key) {
        ws.send(
          JSON.stringify({
            event: 'pusher:error',
            data: { code: pusherCloseCodes.applicationDoesNotExist, message: 'Application does not exist' },
          }),
        );
        return ws.close(pusherCloseCodes.applicationDoesNotExist, 'Application does not exist');
      }
      if (Number(url.searchParams.get('protocol') ?? oldestProtocol) < oldestProtocol) {
        return ws.close(4007, 'Unsupported protocol version');
      }
      const connection = new PusherConnection(ws, context);
      connections.add(connection);
      ws.on('close', () => connections.delete(connection));
    });
  };
  app.server.on('upgrade', onUpgrade);

  const timeoutMs = context.activityTimeoutSeconds * 1000;
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of connections) {
        if (connection.pingSentAt !== null && now - connection.pingSentAt > timeoutMs) {
          connection.close(pusherCloseCodes.pongNotReceived, 'Pong reply not received');
        } else if (connection.pingSentAt === null && now - connection.lastSeenAt > timeoutMs) {
          connection.pingSentAt = now;
          connection.send(JSON.stringify({ event: 'pusher:ping', data: '{}' }));
        }
      }
    },
    Math.max(250, Math.min(timeoutMs / 4, 5_000)),
  );
  sweep.unref();

  // Before the HTTP server closes, so clients hear why and reconnect elsewhere.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    app.server.off('upgrade', onUpgrade);
    // 4200: pusher-js reconnects at once, to another instance behind the load balancer.
    for (const connection of connections) connection.close(pusherCloseCodes.genericReconnect, 'Server shutting down');
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return connections;
}
