import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicationIdParamsSchema } from '#contract/publications';
import { authenticatedUser } from '../auth/authentication.ts';
import { timeZoneOf } from '../auth/kindergarten-time-zone.ts';
import type { Database } from '../db/client.ts';
import { downloadDisposition } from '../http/download-disposition.ts';
import { buildReceipt } from '../publications/receipt/build-receipt.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';

export type PublicationReceiptRoutesOptions = {
  database: Database;
  /** For a kindergarten that set no zone of its own. */ defaultTimeZone: string;
};

/** GET /api/news/{id}/receipt.pdf and GET /api/event/{id}/receipt.pdf: the user's answers as a PDF. */
export const publicationReceiptRoutes: FastifyPluginAsyncZod<PublicationReceiptRoutesOptions> = async (
  app,
  { database, defaultTimeZone },
) => {
  const repositories = createRepositories(database.db);
  for (const kind of ['news', 'event'] as const) {
    app.get(`/${kind}/:id/receipt.pdf`, { schema: { params: publicationIdParamsSchema } }, async (request, reply) => {
      const user = authenticatedUser(request);
      const receipt = await buildReceipt(repositories, {
        kind,
        itemId: request.params.id,
        user,
        viewer: viewerOf(user),
        timeZone: timeZoneOf(user, defaultTimeZone),
        now: new Date(),
      });
      if (!receipt) return reply.code(404).send({ message: 'Not Found' });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', downloadDisposition('attachment', receipt.title, 'pdf', 'receipt'))
          // Answers may change until the deadline: always the current state, and not kept in shared caches.
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(receipt.pdf))
      );
    });
  }
};
