import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

export type WireAnswer = {
  status: number;
  /** Status line + headers as sent by the server (HTTP/1.1 framing, CRLFs included). */
  headerBytes: number;
  /** Body bytes as they crossed the socket (compressed if the server compressed). */
  bodyBytes: number;
  /** The request's line and headers as this client sent them. */
  requestBytes: number;
  contentEncoding: string | null;
  body: string;
  ms: number;
};

function decode(raw: Buffer, encoding: string | null): Buffer {
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request over a kept-alive loopback socket, counting what went over the wire. node:http rather than fetch:
 * it exposes the raw headers, so the byte counts are exact rather than estimated.
 */
export function wireRequest(
  url: string,
  options: { method?: string; token?: string; body?: unknown; acceptGzip?: boolean } = {},
): Promise<WireAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.acceptGzip) headers['accept-encoding'] = 'gzip, deflate';
  if (payload) headers['content-type'] = 'application/json';
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const pairs = response.rawHeaders;
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < pairs.length; i += 2) headerBytes += Buffer.byteLength(`${pairs[i]}: ${pairs[i + 1]}\r\n`);
        const encoding = response.headers['content-encoding'] ?? null;
        resolve({
          status: response.statusCode ?? 0,
          headerBytes,
          bodyBytes: raw.length,
          requestBytes:
            Buffer.byteLength(
              request.method +
                ' ' +
                request.path +
                ' HTTP/1.1\r\n' +
                Object.entries(request.getHeaders())
                  .map(([k, v]) => `${k}: ${String(v)}\r\n`)
                  .join('') +
                '\r\n',
            ) + (payload ? Buffer.byteLength(payload) : 0),
          contentEncoding: encoding,
          // bodyBytes counts what crossed the socket; the benches read the decoded JSON.
          body: decode(raw, encoding).toString('utf8'),
          ms: performance.now() - started,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** POST /api/login through the real endpoint; the token the app would store. */
export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const answer = await wireRequest(`${origin}/api/login`, { method: 'POST', body: { username, password } });
  const body = JSON.parse(answer.body) as { status?: string; token?: string };
  if (body.status !== 'success' || !body.token)
    throw new Error(`sign-in as ${username} failed (${answer.status}): ${answer.body}`);
  return body.token;
}

export function closeWireConnections(): void {
  agent.destroy();
}
