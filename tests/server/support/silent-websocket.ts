import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Starts closing the listening `app` while a websocket whose far end is gone (it never answers the server's close
 * frame, as a phone gone offline) keeps the shutdown open; resolves 300 ms into it with the port to ask and `finish`,
 * which drops that socket and waits for the close to end.
 */
export async function closingWithSilentSocket(app: FastifyInstance) {
  const { port } = app.server.address() as AddressInfo;
  const silent = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => silent.once('connect', resolve));
  silent.write(
    `GET /app/kita?protocol=7 HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await new Promise((resolve) => silent.once('data', resolve));
  silent.pause();
  const closing = app.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    port,
    finish: async () => {
      silent.destroy();
      await closing;
    },
  };
}
