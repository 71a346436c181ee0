import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/**
 * CSP without inline script (the built client has none), no framing, no plugins. HSTS only when the public URL is
 * https: sending it over plain http on a LAN install would lock browsers out of that host.
 */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const behindTls = env.PUBLIC_URL?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    noSniff: true,
    hsts: behindTls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // API answers are JSON, never documents: a strict one-line policy replaces the page policy, and headers that only
  // concern documents go. A "nothing new" sync answer is mostly headers (bench/sync-noop.ts); this saves ~300 bytes.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    // Stored uploads (GET /api/files/{id}) are sandboxed too: opened directly, an SVG or HTML in disguise runs nothing.
    reply.header('content-security-policy', request.url.startsWith('/api/files/') ? "default-src 'none'; frame-ancestors 'none'; sandbox" : "default-src 'none'; frame-ancestors 'none'");
    for (const header of documentOnlyHeaders) reply.removeHeader(header);
    return payload;
  });
}

const documentOnlyHeaders = [
  'x-frame-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
];
