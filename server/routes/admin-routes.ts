import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../admin/admin-replies.ts';
import type { FilesQuota } from '../files/files-quota.ts';
import { adminFamilyRoutes, type AdminRoutesOptions } from './admin-family-routes.ts';
import { adminInviteRoutes } from './admin-invite-routes.ts';
import { adminPeopleRoutes } from './admin-people-routes.ts';
import { adminRoomRoutes } from './admin-room-routes.ts';
import { adminStorageRoutes } from './admin-storage-routes.ts';

/** /api/admin/…: every call for admins of the kindergarten only (403 `admin_only` for parents and staff). */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions & { quota: FilesQuota }> = async (
  app,
  { database, publisher, quota },
) => {
  requireAdmin(app);
  // Not `options` itself: it carries the `/admin` prefix, which every child would add again.
  const options = { database, publisher };
  await app.register(adminFamilyRoutes, options);
  await app.register(adminInviteRoutes, options);
  await app.register(adminPeopleRoutes, options);
  await app.register(adminRoomRoutes, options);
  await app.register(adminStorageRoutes, { database, quota });
};
