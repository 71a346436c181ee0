import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportResponseSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
} from '#contract/account';
import { validationErrorSchema } from '#contract/common';
import { deleteAccount } from '../account/delete-account.ts';
import { exportAccount } from '../account/export-account.ts';
import { authenticatedUser } from '../auth/authentication.ts';
import { verifyPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { toValidationError } from '../http/error-handler.ts';

/** The user's rights over their data: a copy of it (GDPR Art. 15/20) and deleting the account (Art. 17). */
export const accountRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/user/export', { schema: { response: { 200: accountExportResponseSchema } } }, async (request, reply) => {
    const data = await exportAccount(database.db, authenticatedUser(request));
    const day = data.exported_at.slice(0, 10);
    void reply
      .header('content-disposition', `attachment; filename="kita-data-${day}.json"`)
      .header('cache-control', 'no-store');
    return data;
  });

  app.delete(
    '/user',
    {
      schema: {
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const user = authenticatedUser(request);
      if (!(await verifyPassword(request.body.password, user.passwordHash))) {
        return reply.code(422).send(toValidationError([{ path: 'password', message: 'The password is not correct.' }]));
      }
      await deleteAccount(database.db, user.id);
      request.log.info({ userId: user.id }, 'account deleted');
      return {
        status: 'success' as const,
        message: 'Your account has been deleted.',
        code: 'account_deleted' as const,
      };
    },
  );
};
