import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Notifier } from '../push/notify-users.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { requireStaff } from '../staff/staff-rules.ts';
import { staffPublicationRoutes } from './staff-publication-routes.ts';

export type StaffRoutesOptions = { database: Database; publisher: RealtimePublisher; notifier: Notifier; env: Env };

/** The staff workspace (issue 9, contract/staff.ts): every call under /api/staff, for staff and admins only. */
export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, { database, publisher, notifier }) => {
  requireStaff(app);
  await app.register(staffPublicationRoutes, { database, publisher, notifier });
};
