import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStorageSchema } from '#contract/admin';
import type { Database } from '../db/client.ts';
import { adminOf, adminRefusals } from '../admin/admin-replies.ts';
import type { FilesQuota } from '../files/files-quota.ts';
import { createRepositories } from '../repositories/repositories.ts';

export type AdminStorageRoutesOptions = { database: Database; quota: FilesQuota };

/** How much of its storage the admin's kindergarten uses. Registered inside the admin-only scope. */
export const adminStorageRoutes: FastifyPluginAsyncZod<AdminStorageRoutesOptions> = async (
  app,
  { database, quota },
) => {
  const { files } = createRepositories(database.db);

  app.get('/storage', { schema: { response: { 200: adminStorageSchema, ...adminRefusals } } }, async (request) => ({
    status: 'success' as const,
    storage: { ...(await files.usage(adminOf(request).kindergartenId)), limit: quota.limitBytes },
  }));
};
