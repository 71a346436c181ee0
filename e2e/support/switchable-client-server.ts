import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * A stand-in for a deploy: serves one client build or another (switched by the test) on its own loopback port and
 * forwards `/api/*` to the real server under test. `refuseWrites` answers POSTs with 502, so outbox entries stay
 * pending (the engine retries on 5xx) without taking the page offline.
 */
export interface SwitchableClientServer {
  origin: string;
  serve(clientDir: string): void;
  refuseWrites: boolean;
  close(): Promise<void>;
}

export async function startSwitchableClientServer(
  clientDir: string,
  apiOrigin: string,
): Promise<SwitchableClientServer> {
  const api = new URL(apiOrigin);
  const control = { clientDir, refuseWrites: false };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      if (control.refuseWrites && request.method === 'POST') return void response.writeHead(502).end();
      const upstream = http.request(
        {
          host: api.hostname,
          port: api.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: api.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      return void request.pipe(upstream);
    }
    const file = path.join(control.clientDir, path.normalize(url.pathname));
    const found = file.startsWith(control.clientDir) && fs.existsSync(file) && fs.statSync(file).isFile();
    const served = found ? file : path.join(control.clientDir, 'index.html');
    response.writeHead(200, {
      'Content-Type': types[path.extname(served)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    fs.createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (next) => void (control.clientDir = next),
    get refuseWrites() {
      return control.refuseWrites;
    },
    set refuseWrites(value) {
      control.refuseWrites = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
