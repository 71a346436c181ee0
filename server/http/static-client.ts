import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built client from `clientDir`. Hashed `/assets/*` are cached for a year; everything else (index.html,
 * sw.js, builds/latest.json, icons, manifest) is revalidated on every use so a deploy is seen at once.
 * Returns false when there is no build, so the caller knows not to fall back to index.html.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return false;
  const assetsDir = path.join(clientDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: clientDir,
    cacheControl: false,
    // `/` is the shell like every other page path.
    index: 'index.html',
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', filePath.startsWith(assetsDir) ? immutable : revalidate);
    },
  });
  return true;
}

/** The SPA fallback: every locale route deep-links to the shell, which routes on the client. */
export function sendClientShell(reply: FastifyReply): FastifyReply {
  return reply.code(200).header('Cache-Control', revalidate).sendFile('index.html');
}
