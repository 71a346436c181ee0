import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import { takesAnswers } from '#contract/publication-audience';
import type { PublicationKind } from '#contract/publication-rules';
import {
  eventFeedbackResponseSchema,
  eventFeedbacksResponseSchema,
  isConfirmedResponseSchema,
  listQuerySchema,
  newsFeedbackResponseSchema,
  newsFeedbacksResponseSchema,
  publicationIdParamsSchema,
  type ConfirmationRow,
  type EventRow,
  type NewsRow,
} from '#contract/publications';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { viewerOf } from '../sync/viewer.ts';

export type PublicationFeedbackRoutesOptions = { database: Database };
const notFound = { 404: messageResponseSchema };
const itemIdOf = (kind: PublicationKind, row: ConfirmationRow) => (kind === 'news' ? row.news_id : row.event_id)!;
const signatureIds = (rows: ConfirmationRow[]) =>
  rows.flatMap((row) => (row.signature_file_id ? [row.signature_file_id] : []));

/**
 * The answers (contract/publications.ts): is-confirmed (own), feedback/{id} and feedbacks (own for parents, every
 * answer of the kindergarten for staff and admins).
 */
export const publicationFeedbackRoutes: FastifyPluginAsyncZod<PublicationFeedbackRoutesOptions> = async (
  app,
  { database },
) => {
  const { publications, confirmations, files } = createRepositories(database.db);

  async function isConfirmed(kind: PublicationKind, viewer: Viewer, id: string) {
    const item = await publications.findVisible(kind, viewer, id);
    if (!item) return undefined;
    const own = await confirmations.listFamily(viewer, kind, item.id);
    const answered = new Set(own.map((row) => row.child_id));
    const applicable = await publications.applicableChildren(viewer, item);
    const pending = applicable.filter((child) => !answered.has(child.id)).map((child) => child.id);
    return {
      confirmed: own.some((row) => row.status === 'confirmed'),
      can_answer: takesAnswers(item, new Date()) && applicable.length > 0,
      confirmations: own,
      pending_child_ids: item.requires_confirmation ? pending : [],
    };
  }

  async function feedbackOf(kind: PublicationKind, viewer: Viewer, id: string) {
    const item = await publications.findVisible(kind, viewer, id);
    if (!item) return undefined;
    const rows = await confirmations.listForItem(viewer, kind, item.id);
    return { item, confirmations: rows, signatures: await files.findVisible(viewer, signatureIds(rows)) };
  }

  async function feedbacksOf(kind: PublicationKind, viewer: Viewer, limit: number) {
    const rows = await confirmations.listAnswered(viewer, kind, limit);
    const items = await publications.findManyVisible(kind, viewer, [
      ...new Set(rows.map((row) => itemIdOf(kind, row))),
    ]);
    const seen = new Set(items.map((item) => item.id));
    return { items, confirmations: rows.filter((row) => seen.has(itemIdOf(kind, row))) };
  }

  for (const kind of ['news', 'event'] as const) {
    app.get(
      `/${kind}/:id/is-confirmed`,
      { schema: { params: publicationIdParamsSchema, response: { 200: isConfirmedResponseSchema, ...notFound } } },
      async (request, reply) => {
        const answer = await isConfirmed(kind, viewerOf(authenticatedUser(request)), request.params.id);
        return answer ?? reply.code(404).send({ message: 'Not Found' });
      },
    );
  }

  app.get(
    '/news/feedback/:id',
    { schema: { params: publicationIdParamsSchema, response: { 200: newsFeedbackResponseSchema, ...notFound } } },
    async (request, reply) => {
      const found = await feedbackOf('news', viewerOf(authenticatedUser(request)), request.params.id);
      if (!found) return reply.code(404).send({ message: 'Not Found' });
      return { news: found.item as NewsRow, confirmations: found.confirmations, signatures: found.signatures };
    },
  );

  app.get(
    '/event/feedback/:id',
    { schema: { params: publicationIdParamsSchema, response: { 200: eventFeedbackResponseSchema, ...notFound } } },
    async (request, reply) => {
      const found = await feedbackOf('event', viewerOf(authenticatedUser(request)), request.params.id);
      if (!found) return reply.code(404).send({ message: 'Not Found' });
      return { event: found.item as EventRow, confirmations: found.confirmations, signatures: found.signatures };
    },
  );

  // Answered with and without a trailing slash (contract/publication-rules.ts asks with one): the router treats the
  // two spellings as different paths.
  for (const url of ['/news/feedbacks', '/news/feedbacks/']) {
    app.get(
      url,
      { schema: { querystring: listQuerySchema, response: { 200: newsFeedbacksResponseSchema } } },
      async (request) => {
        const found = await feedbacksOf('news', viewerOf(authenticatedUser(request)), request.query.limit);
        return { news: found.items as NewsRow[], confirmations: found.confirmations };
      },
    );
  }
  for (const url of ['/events/feedbacks', '/events/feedbacks/']) {
    app.get(
      url,
      { schema: { querystring: listQuerySchema, response: { 200: eventFeedbacksResponseSchema } } },
      async (request) => {
        const found = await feedbacksOf('event', viewerOf(authenticatedUser(request)), request.query.limit);
        return { events: found.items as EventRow[], confirmations: found.confirmations };
      },
    );
  }
};
