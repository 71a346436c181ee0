import http from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import net, { type AddressInfo } from 'node:net';

/**
 * Test plumbing, not a stand-in for shipped code: a loopback HTTP proxy in front of the real server that misbehaves
 * on purpose for the next matching requests — `offline` (the connection drops before the server sees anything),
 * `error-500` (the proxy answers 500 itself), `lose-response` (the server handles the request, then the
 * connection drops before the answer reaches the client). Anything else is forwarded unchanged.
 */
export type Mishap = 'offline' | 'error-500' | 'lose-response';

export interface FlakyProxy {
  url: string;
  /** Queues mishaps for the next requests whose method and path match. */
  plan(mishaps: Mishap[], matches?: (method: string, path: string) => boolean): void;
  /** Every request from now on fails as `offline` until `goOnline()`. */
  /** Forgets mishaps planned but not yet met. */
  clearPlan(): void;
  goOffline(): void;
  goOnline(): void;
  /** Requests that reached the real server, as `METHOD path`. */
  forwarded: string[];
  close(): Promise<void>;
}

const isWrite = (method: string) => method !== 'GET';

export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const planned: { mishap: Mishap; matches: (method: string, path: string) => boolean }[] = [];
  let offline = false;
  const forwarded: string[] = [];

  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const index = planned.findIndex((entry) => entry.matches(method, path));
    const mishap = offline ? 'offline' : index >= 0 ? planned.splice(index, 1)[0]!.mishap : null;
    if (mishap === 'offline') return void request.socket.destroy();
    if (mishap === 'error-500') {
      request.resume();
      return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Server Error"}');
    }
    forwarded.push(`${method} ${path}`);
    const upstream = http.request(new URL(path, target), { method, headers: request.headers }, (answer) => {
      if (mishap === 'lose-response') {
        // Let the server finish, then cut the line: the write landed, the client never hears of it.
        answer.resume();
        answer.on('end', () => request.socket.destroy());
        return;
      }
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  });
  // The realtime websocket passes through untouched and survives `goOffline()`, as an open socket would.
  server.on('upgrade', (request, socket, head) => {
    const { port: targetPort, hostname } = new URL(target);
    const upstream = net.connect(Number(targetPort), hostname, () => {
      const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${String(value)}`);
      upstream.write([`${request.method} ${request.url} HTTP/1.1`, ...headers, '', ''].join('\r\n'));
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    plan: (mishaps, matches = isWrite) => planned.push(...mishaps.map((mishap) => ({ mishap, matches }))),
    clearPlan: () => void planned.splice(0),
    goOffline: () => void (offline = true),
    goOnline: () => void (offline = false),
    forwarded,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A flaky proxy in front of a file's real server (tests/client/support/engine-server.ts), opened once per test file
 * like the server. Fields are filled in `beforeAll`. With `pointClient`, every test starts online with the client's
 * API base on the proxy.
 */
export function flakyProxyPerFile(
  server: { url: string },
  options: { pointClient?: (url: string) => void } = {},
): FlakyProxy {
  const proxy = {} as FlakyProxy;
  beforeAll(async () => {
    Object.assign(proxy, await startFlakyProxy(server.url));
  });
  if (options.pointClient) {
    const pointClient = options.pointClient;
    beforeEach(() => {
      proxy.goOnline();
      pointClient(proxy.url);
    });
  }
  afterAll(() => proxy.close?.());
  return proxy;
}
