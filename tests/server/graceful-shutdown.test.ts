import { expect, it } from 'vitest';
import { closingWithSilentSocket } from './support/silent-websocket.ts';
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
  const { port, finish } = await closingWithSilentSocket(app);
  const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
  await finish();
  await database.dispose();

  expect(answer.status).toBe(200);
}, 120_000);
