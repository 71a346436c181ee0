import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

/** Limits short enough for a test; the shipped ones are in server/http/http-limits.ts. */
/** Long enough for the steps of one test on a busy machine, short enough to wait for. */
const idleTimeoutMs = 1_500;
const connectionsPerAddress = 3;
/** How long a test waits for the server to act before it counts as "never". */
const patienceMs = 5_000;

type Peer = { socket: net.Socket; closed: Promise<'closed' | 'still open'>; received: () => string };

function connect(port: number): Promise<Peer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a refused connection is reset; the test looks at `closed`
    const closed = new Promise<'closed' | 'still open'>((done) => {
      socket.once('close', () => done('closed'));
      setTimeout(() => done('still open'), patienceMs).unref();
    });
    socket.once('connect', () => resolve({ socket, closed, received: () => received }));
    socket.once('error', reject);
  });
}

/** Resolves with the first bytes the server answers on `peer`, or '' when it answered nothing in time. */
function firstAnswer(peer: Peer): Promise<string> {
  return new Promise((resolve) => {
    if (peer.received()) return resolve(peer.received());
    const timer = setTimeout(() => resolve(peer.received()), patienceMs);
    peer.socket.once('data', () => {
      clearTimeout(timer);
      resolve(peer.received());
    });
    peer.socket.once('close', () => {
      clearTimeout(timer);
      resolve(peer.received());
    });
  });
}

const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

describe.each(databaseTargets())('slow and crowded connections (%s)', (target) => {
  let storage: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const peers: Peer[] = [];
  const open = async () => {
    const peer = await connect(port);
    peers.push(peer);
    return peer;
  };

  beforeAll(async () => {
    storage = await openTestDatabase(target);
    app = await buildApp({
      env: testEnv(storage.dataDir),
      database: storage.database,
      clientDir: `${storage.dataDir}/no-client`,
      httpLimits: { idleTimeoutMs, connectionsPerAddress, boundLoopback: true },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const peer of peers) peer.socket.destroy();
    await app?.close();
    await storage?.dispose();
  });

  it('cuts a request whose body stalls', async () => {
    const peer = await open();
    peer.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":',
    );
    expect(await peer.closed).toBe('closed');
  });

  it(`refuses connection ${connectionsPerAddress + 1} from one address, and takes one again when another closed`, async () => {
    const held = [await open(), await open(), await open()];
    const extra = await open();
    expect(await extra.closed).toBe('closed');
    expect(extra.received()).toBe('');

    held[0]!.socket.write(healthRequest);
    expect(await firstAnswer(held[0]!)).toMatch(/^HTTP\/1\.1 200/);

    // The client sees its close before the server has counted it: a few tries, each answered or refused at once.
    held[1]!.socket.destroy();
    await held[1]!.closed;
    const answers: string[] = [];
    for (let attempt = 0; attempt < 20 && !answers.at(-1)?.startsWith('HTTP/1.1 200'); attempt++) {
      const next = await open();
      next.socket.write(healthRequest);
      answers.push(await firstAnswer(next));
    }
    expect(answers.at(-1)).toMatch(/^HTTP\/1\.1 200/);
  });
});
