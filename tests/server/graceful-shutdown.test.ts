import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { startListeningApp } from './support/test-app.ts';

/**
 * A server shutting down (SIGTERM: a deploy, a restart) must not answer 503: the client reads 503 as "the session
 * ended", signs the user out, and their outbox waits until they sign in again. The realtime endpoint may wait long
 * for its websockets to close (a phone gone offline never answers the close frame, up to ws's 30 s); Fastify's
 * default would answer every API request in that window with 503 and sign out every client that wrote then.
 * Requests in that window are answered as usual (with `Connection: close`).
 */
it('answers API requests normally while it waits for websockets to close', async () => {
  const { app, database } = await startListeningApp('pglite');
  const { port } = app.server.address() as AddressInfo;
  // A websocket whose far end is gone: it never answers the server's close frame.
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
  const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
  silent.destroy();
  await closing;
  await database.dispose();

  expect(answer.status).toBe(200);
}, 120_000);
