import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { messageResponseSchema } from '#contract/common';
import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import { staffErrorResponseSchema } from '#contract/staff';
import {
  menuCopyWeekRequestSchema,
  menuDayParamsSchema,
  menuDayWriteRequestSchema,
  menuDayWriteResponseSchema,
  menuWeekRequestSchema,
  menuWeekWriteResponseSchema,
  staffMenuWeekQuerySchema,
  staffMenuWeekResponseSchema,
} from '#contract/staff-menu';
import { orderedAllergens } from '#contract/menu-rules';
import { addDays, weekStartOf } from '#contract/iso-days';
import { calendarDay } from '../absences/calendar-day.ts';
import { authenticatedUser } from '../auth/authentication.ts';
import { requestTimeZone } from '../auth/kindergarten-time-zone.ts';
import type { Database } from '../db/client.ts';
import { copyMenuWeek } from '../menu/copy-menu-week.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';
import { isStaffRejected, staffRejection } from '../staff/staff-rules.ts';
import { viewerOf } from '../sync/viewer.ts';

export type StaffMenuRoutesOptions = {
  database: Database;
  publisher: RealtimePublisher;
  /** For a kindergarten that set no zone of its own. */ defaultTimeZone: string;
};

/** The week's menu for staff: days written as drafts, copied from last week, published or discarded (contract/staff-menu.ts). */
export const staffMenuRoutes: FastifyPluginAsyncZod<StaffMenuRoutesOptions> = async (
  app,
  { database, publisher, defaultTimeZone },
) => {
  const { menus } = createRepositories(database.db);
  const syncAvailable = async (kindergartenId: string, version: number, log: typeof app.log) => {
    const data: SyncAvailableEvent = { version };
    await publishSafely(
      publisher,
      { channels: [realtimeChannels.kindergarten(kindergartenId)], event: realtimeEvents.syncAvailable, data },
      log,
    );
  };
  const weekOf = (day: string) => {
    const weekStart = weekStartOf(day);
    return { weekStart, weekEnd: addDays(weekStart, 6) };
  };
  const newest = (days: { version: number }[]) => Math.max(0, ...days.map((day) => day.version));

  app.get(
    '/staff/menu',
    { schema: { querystring: staffMenuWeekQuerySchema, response: { 200: staffMenuWeekResponseSchema } } },
    async (request) => {
      const { weekStart, weekEnd } = weekOf(
        request.query.week ?? calendarDay(requestTimeZone(request, defaultTimeZone)),
      );
      return {
        week_start: weekStart,
        week_end: weekEnd,
        days: await menus.daysBetween(viewerOf(authenticatedUser(request)), weekStart, weekEnd),
      };
    },
  );

  app.post(
    '/staff/menu/days/:date',
    {
      schema: {
        params: menuDayParamsSchema,
        body: menuDayWriteRequestSchema,
        response: { 200: menuDayWriteResponseSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(authenticatedUser(request));
      const row = await menus.saveDraftDay(viewer, uuidv7(), request.params.date, {
        ...request.body,
        allergens: orderedAllergens(request.body.allergens),
      });
      await syncAvailable(viewer.kindergartenId, row.version, request.log);
      return {
        status: 'success' as const,
        message: 'The day has been saved.',
        code: 'menu_day_saved' as const,
        menu_day: row,
      };
    },
  );

  app.delete(
    '/staff/menu/days/:date',
    {
      schema: {
        params: menuDayParamsSchema,
        response: { 200: menuDayWriteResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const row = await menus.deleteDay(viewer, request.params.date);
      if (!row) return reply.code(404).send({ message: 'Not Found' });
      await syncAvailable(viewer.kindergartenId, row.version, request.log);
      return {
        status: 'success' as const,
        message: 'The day has been removed.',
        code: 'menu_day_deleted' as const,
        menu_day: row,
      };
    },
  );

  app.post(
    '/staff/menu/copy-week',
    {
      schema: {
        body: menuCopyWeekRequestSchema,
        response: { 200: menuWeekWriteResponseSchema, 409: staffErrorResponseSchema, 422: staffErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const { weekStart, weekEnd } = weekOf(request.body.week_start);
      const result = await copyMenuWeek(database.db, viewer, weekStart, request.body.replace);
      if (isStaffRejected(result)) return reply.code(result.status as 409 | 422).send(result.rejected);
      await syncAvailable(viewer.kindergartenId, newest(result.days), request.log);
      return {
        status: 'success' as const,
        message: 'Last week has been copied as a draft.',
        code: 'menu_week_copied' as const,
        week_start: weekStart,
        week_end: weekEnd,
        days: result.days,
      };
    },
  );

  app.post(
    '/staff/menu/publish-week',
    {
      schema: {
        body: menuWeekRequestSchema,
        response: { 200: menuWeekWriteResponseSchema, 422: staffErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      const { weekStart, weekEnd } = weekOf(request.body.week_start);
      await menus.publishDrafts(viewer, weekStart, weekEnd);
      const days = await menus.daysBetween(viewer, weekStart, weekEnd);
      if (days.length === 0) {
        const refused = staffRejection('menu_week_empty', 'week_start', 'This week has no menu to publish.');
        return reply.code(422).send(refused.rejected);
      }
      await syncAvailable(viewer.kindergartenId, newest(days), request.log);
      return {
        status: 'success' as const,
        message: 'The menu has been published.',
        code: 'menu_week_published' as const,
        week_start: weekStart,
        week_end: weekEnd,
        days,
      };
    },
  );

  app.post(
    '/staff/menu/discard-week',
    { schema: { body: menuWeekRequestSchema, response: { 200: menuWeekWriteResponseSchema } } },
    async (request) => {
      const viewer = viewerOf(authenticatedUser(request));
      const { weekStart, weekEnd } = weekOf(request.body.week_start);
      const days = await inTransaction(database.db, async (repositories) => {
        await repositories.menus.discardDrafts(viewer, weekStart, weekEnd);
        return repositories.menus.daysBetween(viewer, weekStart, weekEnd);
      });
      await syncAvailable(viewer.kindergartenId, newest(days), request.log);
      return {
        status: 'success' as const,
        message: 'The draft has been discarded.',
        code: 'menu_week_discarded' as const,
        week_start: weekStart,
        week_end: weekEnd,
        days,
      };
    },
  );
};
