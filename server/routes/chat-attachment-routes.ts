import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatAttachmentFieldsSchema, chatAttachmentResponseSchema, chatErrorResponseSchema } from '#contract/chat';
import { chatAttachmentLimits } from '#contract/chat-attachment-rules';
import { authenticatedUser } from '../auth/authentication.ts';
import { chatRejection, isChatRejected, type ChatRejected } from '../chat/chat-access.ts';
import {
  attachmentNotAllowed,
  attachmentTooLarge,
  receiveChatFile,
  storeChatFile,
  type ReceivedChatFile,
} from '../chat/chat-attachment-upload.ts';
import type { Database } from '../db/client.ts';
import type { FilesQuota } from '../files/files-quota.ts';
import { acceptMultipart, isMultipartFailure, readMultipartForm } from '../files/read-multipart.ts';
import { viewerOf } from '../sync/viewer.ts';

export type ChatAttachmentRoutesOptions = { database: Database; quota: FilesQuota };

/** One file and its id field. */
const maxRequestBytes = chatAttachmentLimits.maxBytes + 64 * 1024;
const refusals = { 409: chatErrorResponseSchema, 413: chatErrorResponseSchema, 422: chatErrorResponseSchema };

/** POST /api/chat/attachments (contract/chat.ts): the photo or PDF a message will carry, uploaded before it. */
export const chatAttachmentRoutes: FastifyPluginAsyncZod<ChatAttachmentRoutesOptions> = async (
  app,
  { database, quota },
) => {
  await acceptMultipart(app);

  app.post(
    '/chat/attachments',
    {
      schema: { response: { 200: chatAttachmentResponseSchema, ...refusals } },
      onRequest: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > maxRequestBytes) {
          const refused = attachmentTooLarge(413);
          return reply.code(refused.status).send(refused.rejected);
        }
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const refuse = (refused: ChatRejected) => reply.code(refused.status).send(refused.rejected);
      if (!request.isMultipart()) return refuse(attachmentNotAllowed());
      const form = await readMultipartForm<ReceivedChatFile | ChatRejected>(
        request,
        { maxFiles: 1, maxFileBytes: chatAttachmentLimits.maxBytes },
        receiveChatFile,
      );
      if (isMultipartFailure(form)) return refuse(attachmentNotAllowed());
      const [file] = form.files;
      if (!file) return refuse(attachmentNotAllowed());
      if (isChatRejected(file)) return refuse(file);
      const fields = chatAttachmentFieldsSchema.safeParse(form.fields);
      if (!fields.success) return refuse(chatRejection('attachment_not_found', 'id', 'The form needs the file id.'));
      const rows = await storeChatFile(database.db, viewer, fields.data.id, file, quota);
      if (isChatRejected(rows)) return refuse(rows);
      return {
        status: 'success' as const,
        message: 'The file has been uploaded.',
        code: 'attachment_uploaded' as const,
        file: rows.find((row) => row.id === fields.data.id)!,
        changes: { files: rows },
      };
    },
  );
};
