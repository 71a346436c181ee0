import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import { isPastDeadline } from '#contract/publication-rules';
import {
  answersResponseSchema,
  reminderResponseSchema,
  staffErrorResponseSchema,
  staffItemParamsSchema,
} from '#contract/staff';
import { authenticatedUser } from '../auth/authentication.ts';
import { timeZoneOf } from '../auth/kindergarten-time-zone.ts';
import type { Database } from '../db/client.ts';
import type { Notifier } from '../push/notify-users.ts';
import { downloadDisposition } from '../http/download-disposition.ts';
import { exportLanguage, type ExportLanguage } from '../publications/export-labels/export-labels.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';
import { reminderRecipients, trackAnswers } from '../staff/answer-tracking.ts';
import { answersCsv } from '../staff/answers-csv.ts';
import { renderAnswersPdf } from '../staff/answers-pdf.ts';
import { staffRejection } from '../staff/staff-rules.ts';

export type StaffTrackingRoutesOptions = {
  database: Database;
  notifier: Notifier;
  /** For a kindergarten that set no zone of its own. */ defaultTimeZone: string;
};

const notFound = { 404: messageResponseSchema };
/** The download is named after the item and what it holds, in the staff member's language. */
const exportName = (title: string, { labels }: ExportLanguage) => `${title} – ${labels.answersHeading}`;

/** Tracking answers (contract/staff.ts): the list, the reminder, CSV and PDF. */
export const staffTrackingRoutes: FastifyPluginAsyncZod<StaffTrackingRoutesOptions> = async (
  app,
  { database, notifier, defaultTimeZone },
) => {
  const repositories = createRepositories(database.db);

  for (const kind of ['news', 'event'] as const) {
    app.get(
      `/staff/${kind}/:id/answers`,
      { schema: { params: staffItemParamsSchema, response: { 200: answersResponseSchema, ...notFound } } },
      async (request, reply) => {
        const tracked = await trackAnswers(repositories, viewerOf(authenticatedUser(request)), kind, request.params.id);
        return tracked ?? reply.code(404).send({ message: 'Not Found' });
      },
    );

    app.post(
      `/staff/${kind}/:id/remind`,
      {
        schema: {
          params: staffItemParamsSchema,
          response: { 200: reminderResponseSchema, 422: staffErrorResponseSchema, ...notFound },
        },
      },
      async (request, reply) => {
        const tracked = await trackAnswers(repositories, viewerOf(authenticatedUser(request)), kind, request.params.id);
        if (!tracked) return reply.code(404).send({ message: 'Not Found' });
        const { item } = tracked;
        const refused =
          item.published_at === null
            ? staffRejection('not_published', 'id', 'Publish the item before reminding anyone.')
            : !item.requires_confirmation
              ? staffRejection('answer_not_requested', 'id', 'This item asks for no answer.')
              : isPastDeadline(item.deadline)
                ? staffRejection('deadline_passed', 'id', 'The deadline has passed.')
                : undefined;
        if (refused) return reply.code(refused.status).send(refused.rejected);
        const recipients = reminderRecipients(tracked);
        const outcome =
          recipients.length > 0
            ? await notifier.notifyUsers(recipients, {
                text: { key: 'publication.reminder', params: { title: item.title } },
                target: { type: kind, id: item.id },
              })
            : { notifications: [] };
        const notified = outcome.notifications.length;
        return {
          status: 'success' as const,
          message: notified > 0 ? `${notified} families have been reminded.` : 'Everyone has answered.',
          code: 'reminder_sent' as const,
          notified,
        };
      },
    );

    app.get(`/staff/${kind}/:id/answers.csv`, { schema: { params: staffItemParamsSchema } }, async (request, reply) => {
      const user = authenticatedUser(request);
      const tracked = await trackAnswers(repositories, viewerOf(user), kind, request.params.id);
      if (!tracked) return reply.code(404).send({ message: 'Not Found' });
      const language = exportLanguage(user.language, timeZoneOf(user, defaultTimeZone));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          downloadDisposition('attachment', exportName(tracked.item.title, language), 'csv', 'answers'),
        )
        .header('cache-control', 'no-store')
        .send(answersCsv(tracked, language));
    });

    app.get(`/staff/${kind}/:id/answers.pdf`, { schema: { params: staffItemParamsSchema } }, async (request, reply) => {
      const user = authenticatedUser(request);
      const tracked = await trackAnswers(repositories, viewerOf(user), kind, request.params.id);
      if (!tracked) return reply.code(404).send({ message: 'Not Found' });
      const signatures = new Map<string, Uint8Array>();
      for (const file of tracked.signatures) {
        const bytes = await repositories.files.readBytes(file.id);
        if (bytes) signatures.set(file.id, bytes);
      }
      const language = exportLanguage(user.language, timeZoneOf(user, defaultTimeZone));
      const pdf = await renderAnswersPdf({
        tracked,
        kindergartenName: await repositories.staff.kindergartenName(user.kindergartenId),
        language,
        signatures,
        now: new Date(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          downloadDisposition('inline', exportName(tracked.item.title, language), 'pdf', 'answers'),
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    });
  }
};
