import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { snapshotStartScript } from '../../contract/snapshot-start.ts';
import type { Env } from '../env.ts';
import { externalPusherEndpoint } from '../realtime/realtime-settings.ts';

/**
 * The one inline script there is: the one that starts the app in a page the service worker stitched with the user's
 * last snapshot of a screen (ADR 0009), allowed by its hash — that text and no other. The same source as
 * contract/snapshot-start.ts's `snapshotStartScriptSource()`, which the worker checks for, but known at once.
 */
const snapshotStartScriptSource = `'sha256-${createHash('sha256').update(snapshotStartScript, 'utf8').digest('base64')}'`;

/**
 * CSP without inline script (the built client has none; a snapshot start has one, allowed by its hash), no framing, no
 * plugins. HSTS only when the public URL is https: sending it over plain http on a LAN install would lock browsers out
 * of that host.
 *
 * The same headers @fastify/helmet set, but computed once: helmet builds and sets them on every request through
 * its generic middleware, a noticeable share of the CPU of a "nothing new" sync (`node --cpu-prof`,
 * bench/api-server.ts).
 */
function documentPolicy(env: Env): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${snapshotStartScriptSource}`,
    "img-src 'self' data: blob:",
    `connect-src ${connectSources(env).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join(';');
}

/**
 * The page talks to its own origin, and to the external Pusher server when one is configured; no other host. CSP 3
 * lets 'self' cover ws: and wss: of the page's host; some older browsers (older Safari) did not, so where PUBLIC_URL
 * names the host, its websocket origin is listed too. https://www.w3.org/TR/CSP3/#match-url-to-source-expression
 */
function connectSources(env: Env): string[] {
  const sources = ["'self'"];
  if (env.PUBLIC_URL) {
    const page = new URL(env.PUBLIC_URL);
    sources.push(`${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}`);
  }
  const pusher = externalPusherEndpoint(env);
  if (pusher) {
    const origin = `${pusher.host}:${pusher.port}`;
    sources.push(`${pusher.scheme}://${origin}`, `${pusher.scheme === 'https' ? 'wss' : 'ws'}://${origin}`);
  }
  return sources;
}

/** Headers of every answer. */
const common = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** Documents and static files: the page policy and the headers that only concern documents. */
const documentHeaders = {
  ...common,
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * API answers are JSON, never documents: a strict one-line policy, and none of the document-only headers. A "nothing
 * new" sync answer is mostly headers (bench/sync-noop.ts). Stored uploads (GET /api/files/{id}) are sandboxed too:
 * opened directly, an SVG or HTML in disguise runs nothing.
 */
const apiHeaders = { ...common, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
const fileHeaders = { ...common, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox" };

export function registerSecurityHeaders(app: FastifyInstance, env: Env): void {
  const hsts = env.PUBLIC_URL?.startsWith('https://')
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};
  const forDocuments = { ...documentHeaders, 'content-security-policy': documentPolicy(env), ...hsts };
  const forApi = { ...apiHeaders, ...hsts };
  const forFiles = { ...fileHeaders, ...hsts };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(!url.startsWith('/api/') ? forDocuments : url.startsWith('/api/files/') ? forFiles : forApi);
    done();
  });
}
