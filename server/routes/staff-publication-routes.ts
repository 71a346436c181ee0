import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#contract/common';
import type { PublicationKind } from '#contract/publication-rules';
import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import {
  attachmentResponseSchema,
  eventWriteRequestSchema,
  eventWriteResponseSchema,
  newsWriteRequestSchema,
  newsWriteResponseSchema,
  publicationDeletedResponseSchema,
  staffErrorResponseSchema,
  staffItemParamsSchema,
} from '#contract/staff';
import { staffLimits, type StaffSuccessCode } from '#contract/staff-rules';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import type { FilesQuota } from '../files/files-quota.ts';
import { acceptMultipart, isMultipartFailure, readMultipartForm } from '../files/read-multipart.ts';
import type { Notifier } from '../push/notify-users.ts';
import { publishPublication } from '../publications/publish-publication.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';
import {
  attachmentMissing,
  receiveAttachment,
  settleAttachments,
  type ReceivedAttachment,
} from '../staff/attachment-upload.ts';
import {
  deleteItem,
  itemWritten,
  ownItem,
  saveItem,
  unpublishItem,
  type ItemWritten,
} from '../staff/publication-writes.ts';
import { isStaffRejected, staffRejection, type StaffRejected } from '../staff/staff-rules.ts';

export type StaffPublicationRoutesOptions = {
  database: Database;
  publisher: RealtimePublisher;
  notifier: Notifier;
  quota: FilesQuota;
};

const refusals = {
  403: staffErrorResponseSchema,
  404: messageResponseSchema,
  409: staffErrorResponseSchema,
  413: staffErrorResponseSchema,
  422: staffErrorResponseSchema,
};
const messages: Partial<Record<StaffSuccessCode, string>> = {
  draft_saved: 'The draft has been saved.',
  publication_updated: 'The changes have been saved.',
  publication_published: 'Published: the families have been told.',
  publication_unpublished: 'Taken back: it is a draft again.',
};
/** One PDF and the form's text fields. */
const maxRequestBytes = staffLimits.attachmentMaxBytes + 64 * 1024;

/**
 * Writing news and events (contract/staff.ts): attachments, drafts, updates, publish, unpublish, delete. Drafts are
 * announced on the staff channel only; whatever parents may see changing, on the kindergarten channel.
 */
export const staffPublicationRoutes: FastifyPluginAsyncZod<StaffPublicationRoutesOptions> = async (
  app,
  { database, publisher, notifier, quota },
) => {
  const repositories = createRepositories(database.db);
  await acceptMultipart(app);

  const announce = async (kindergartenId: string, version: number, toParents: boolean, log: FastifyBaseLogger) => {
    const data: SyncAvailableEvent = { version };
    const channel = toParents
      ? realtimeChannels.kindergarten(kindergartenId)
      : realtimeChannels.kindergartenStaff(kindergartenId);
    await publishSafely(publisher, { channels: [channel], event: realtimeEvents.syncAvailable, data }, log);
  };

  function answer(
    reply: FastifyReply,
    kind: PublicationKind,
    result: ItemWritten | StaffRejected | undefined,
    code: StaffSuccessCode,
    notified = 0,
  ) {
    if (!result) return reply.code(404).send({ message: 'Not Found' });
    if (isStaffRejected(result)) return reply.code(result.status).send(result.rejected);
    const base = {
      status: 'success' as const,
      message: messages[code] ?? '',
      code,
      attachment: result.attachment,
      notified,
    };
    return kind === 'news' ? reply.send({ ...base, news: result.item }) : reply.send({ ...base, event: result.item });
  }

  app.post(
    '/staff/attachments',
    {
      schema: { response: { 200: attachmentResponseSchema, ...refusals } },
      onRequest: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > maxRequestBytes) {
          const refused = staffRejection('attachment_too_large', 'file', 'A PDF may be at most 10 MB.', 413);
          return reply.code(refused.status).send(refused.rejected);
        }
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const refuse = (refused: StaffRejected) => reply.code(refused.status).send(refused.rejected);
      if (!request.isMultipart()) return refuse(attachmentMissing());
      const received: ReceivedAttachment[] = [];
      const form = await readMultipartForm(
        request,
        { maxFiles: 1, maxFileBytes: staffLimits.attachmentMaxBytes },
        async (file) => {
          const result = await receiveAttachment(repositories.files, viewer, file);
          if (!isStaffRejected(result)) received.push(result);
          return result;
        },
      ).catch(async (error: unknown) => {
        await settleAttachments(database.db, quota, received, undefined);
        throw error;
      });
      const [file] = isMultipartFailure(form) ? [] : form.files;
      const row = await settleAttachments(
        database.db,
        quota,
        received,
        file && !isStaffRejected(file) ? file : undefined,
      );
      if (isMultipartFailure(form))
        return refuse(
          attachmentMissing(
            form.failure === 'too_many_files'
              ? 'Upload one PDF at a time.'
              : `The form could not be read: ${form.message}`,
          ),
        );
      if (file && isStaffRejected(file)) return refuse(file);
      if (!row) return refuse(attachmentMissing());
      if (isStaffRejected(row)) return refuse(row);
      await announce(viewer.kindergartenId, row.version, false, request.log);
      return {
        status: 'success' as const,
        message: 'The PDF has been uploaded.',
        code: 'attachment_uploaded' as const,
        file: row,
      };
    },
  );

  for (const kind of ['news', 'event'] as const) {
    const bodySchema = kind === 'news' ? newsWriteRequestSchema : eventWriteRequestSchema;
    const writeSchema = {
      response: { 200: kind === 'news' ? newsWriteResponseSchema : eventWriteResponseSchema, ...refusals },
    };
    const toParents = (result: ItemWritten) => result.item.published_at !== null;

    app.post(`/staff/${kind}`, { schema: { body: bodySchema, ...writeSchema } }, async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const result = await saveItem(database.db, viewer, kind, request.body, { id: request.body.id, mustExist: false });
      if (result && !isStaffRejected(result))
        await announce(viewer.kindergartenId, result.item.version, toParents(result), request.log);
      return answer(
        reply,
        kind,
        result,
        result && !isStaffRejected(result) && toParents(result) ? 'publication_updated' : 'draft_saved',
      );
    });

    app.post(
      `/staff/${kind}/:id`,
      { schema: { params: staffItemParamsSchema, body: bodySchema, ...writeSchema } },
      async (request, reply) => {
        const viewer = viewerOf(authenticatedUser(request));
        const result = await saveItem(database.db, viewer, kind, request.body, {
          id: request.params.id,
          mustExist: true,
        });
        if (result && !isStaffRejected(result))
          await announce(viewer.kindergartenId, result.item.version, toParents(result), request.log);
        return answer(
          reply,
          kind,
          result,
          result && !isStaffRejected(result) && toParents(result) ? 'publication_updated' : 'draft_saved',
        );
      },
    );

    app.post(
      `/staff/${kind}/:id/publish`,
      { schema: { params: staffItemParamsSchema, ...writeSchema } },
      async (request, reply) => {
        const viewer = viewerOf(authenticatedUser(request));
        if (!(await ownItem(repositories, viewer, kind, request.params.id)))
          return reply.code(404).send({ message: 'Not Found' });
        const published = await publishPublication(
          { db: database.db, publisher, notifier, log: request.log },
          kind,
          request.params.id,
        );
        if (!published) return reply.code(404).send({ message: 'Not Found' });
        const result = await itemWritten(repositories, kind, viewer, request.params.id);
        return answer(reply, kind, result, 'publication_published', published.notifiedUserIds.length);
      },
    );

    app.post(
      `/staff/${kind}/:id/unpublish`,
      { schema: { params: staffItemParamsSchema, ...writeSchema } },
      async (request, reply) => {
        const viewer = viewerOf(authenticatedUser(request));
        const result = await unpublishItem(database.db, viewer, kind, request.params.id);
        if (result) await announce(viewer.kindergartenId, result.item.version, true, request.log);
        return answer(reply, kind, result, 'publication_unpublished');
      },
    );

    app.delete(
      `/staff/${kind}/:id`,
      { schema: { params: staffItemParamsSchema, response: { 200: publicationDeletedResponseSchema, ...refusals } } },
      async (request, reply) => {
        const viewer = viewerOf(authenticatedUser(request));
        const version = await deleteItem(database.db, viewer, kind, request.params.id);
        if (version === undefined) return reply.code(404).send({ message: 'Not Found' });
        await announce(viewer.kindergartenId, version, true, request.log);
        return {
          status: 'success' as const,
          message: 'The item has been deleted.',
          code: 'publication_deleted' as const,
        };
      },
    );
  }
};
