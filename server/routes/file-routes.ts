import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileIdParamsSchema } from '#contract/blackboard';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { storedFileName } from '../files/file-name.ts';
import { parseByteRange } from '../http/byte-range.ts';
import { encodeHeaderFileName } from '../http/download-disposition.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

export type FileRoutesOptions = { database: Database };

/** `If-None-Match` lists the tag (or `*`); weak forms compare equal for a GET (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** RFC 6266/8187: the name as UTF-8, percent-encoded, so no quote or line break can break out of the header. */
const contentDisposition = (name: string) => `inline; filename*=UTF-8''${encodeHeaderFileName(name)}`;

/**
 * GET /api/files/{id}: the bytes of a file the user may see, by the rule /api/sync uses for the `files` table; any
 * other file is 404, so ids of other kindergartens reveal nothing. Content never changes under an id, so the sha256
 * is a strong ETag and the answer may be cached for a year (privately: it needs the bearer token). The metadata is
 * read first, so a 304 or 416 never loads the bytes; the bytes are streamed from the store a few pieces at a time, and
 * a Range (pdf.js reading a PDF page by page) reads only the pieces that hold it.
 */
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, { database }) => {
  const { files } = createRepositories(database.db);

  app.get('/files/:id', { schema: { params: fileIdParamsSchema } }, async (request, reply) => {
    const file = await files.findVisibleMeta(viewerOf(authenticatedUser(request)), request.params.id);
    if (!file) return reply.code(404).send({ message: 'Not Found' });
    const etag = `"${file.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.header('accept-ranges', 'bytes');
    // An If-Range naming another version asks for the whole file (RFC 9110 §13.1.5).
    const ifRange = request.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === etag ? parseByteRange(request.headers.range, file.size) : undefined;
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    return reply
      .header('content-type', file.mime)
      .header('content-length', range ? range.end - range.start + 1 : file.size)
      .header('content-disposition', contentDisposition(storedFileName(file.name, file.mime, { fallback: 'file' })))
      .send(files.store.read(file.id, range));
  });
};
