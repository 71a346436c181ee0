import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { FilesQuota } from '../files/files-quota.ts';
import type { Notifier } from '../push/notify-users.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { requireStaff } from '../staff/staff-rules.ts';
import { staffDayRoutes } from './staff-day-routes.ts';
import { staffPublicationRoutes } from './staff-publication-routes.ts';
import { staffRollCallRoutes } from './staff-roll-call-routes.ts';
import { staffTrackingRoutes } from './staff-tracking-routes.ts';

export type StaffRoutesOptions = {
  database: Database;
  publisher: RealtimePublisher;
  notifier: Notifier;
  env: Env;
  quota: FilesQuota;
};

/** The staff workspace (contract/staff.ts): every call under /api/staff, for staff and admins only. */
export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (
  app,
  { database, publisher, notifier, env, quota },
) => {
  requireStaff(app);
  await app.register(staffPublicationRoutes, { database, publisher, notifier, quota });
  await app.register(staffTrackingRoutes, { database, notifier, defaultTimeZone: env.TIME_ZONE });
  await app.register(staffDayRoutes, {
    database,
    publisher,
    defaultTimeZone: env.TIME_ZONE,
    lateAfter: env.ABSENCE_LATE_AFTER,
  });
  await app.register(staffRollCallRoutes, { database, publisher, defaultTimeZone: env.TIME_ZONE });
};
