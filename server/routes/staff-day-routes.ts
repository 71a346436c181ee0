import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { absenceErrorResponseSchema } from '#contract/absences';
import { messageResponseSchema } from '#contract/common';
import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import {
  menuDayParamsSchema, menuDayWriteRequestSchema, menuDayWriteResponseSchema, menuWeekRequestSchema, menuWeekWriteResponseSchema,
  quietHoursRequestSchema, quietHoursResponseSchema, staffAbsenceRequestSchema, staffAbsenceResponseSchema, staffAbsencesQuerySchema,
  staffAbsencesResponseSchema, staffErrorResponseSchema, staffMenuWeekQuerySchema, staffMenuWeekResponseSchema, type StaffAbsenceEntry,
} from '#contract/staff';
import { countAbsentChildren } from '#contract/absent-children';
import { addDays, minutesOfClockTime, weekStartOf } from '#contract/staff-rules';
import { absenceChangedMessage } from '../absences/absence-broadcast.ts';
import { calendarDay } from '../absences/calendar-day.ts';
import { isRejected, reportAbsence } from '../absences/report-absence.ts';
import { authenticatedUser } from '../auth/authentication.ts';
import type { Database } from '../db/client.ts';
import { minuteOfDay } from '../push/notify-users.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';
import { staffRejection } from '../staff/staff-rules.ts';

export type StaffDayRoutesOptions = { database: Database; publisher: RealtimePublisher; timeZone: string; lateAfter: string };

/**
 * Reported late: created after `lateAfter` on the absence's first day, or on a later day, by the kindergarten's
 * calendar (contract/staff-rules.ts `defaultAbsenceLateAfter`).
 */
export function isReportedLate(absence: { from: string; created_at: string }, lateAfter: string, timeZone: string): boolean {
  const created = new Date(absence.created_at);
  const day = calendarDay(timeZone, created);
  if (day !== absence.from) return day > absence.from;
  return minuteOfDay(created, timeZone) > minutesOfClockTime(lateAfter);
}

/** Today's absences, recording one for a family, the week's menu and the caller's quiet hours (contract/staff.ts). */
export const staffDayRoutes: FastifyPluginAsyncZod<StaffDayRoutesOptions> = async (app, { database, publisher, timeZone, lateAfter }) => {
  const repositories = createRepositories(database.db);
  const { staff } = repositories;
  const syncAvailable = async (kindergartenId: string, version: number, log: typeof app.log) => {
    const data: SyncAvailableEvent = { version };
    await publishSafely(publisher, { channels: [realtimeChannels.kindergarten(kindergartenId)], event: realtimeEvents.syncAvailable, data }, log);
  };

  app.get('/staff/absences', { schema: { querystring: staffAbsencesQuerySchema, response: { 200: staffAbsencesResponseSchema } } }, async (request) => {
    const user = authenticatedUser(request);
    const date = request.query.date ?? calendarDay(timeZone);
    const weekStart = weekStartOf(date);
    const weekEnd = addDays(weekStart, 6);
    const found = await staff.absencesTouching(user.kindergartenId, { from: weekStart, to: weekEnd });
    const reporters = await staff.userRefs([...new Set(found.map((entry) => entry.absence.reported_by))]);
    const entries: StaffAbsenceEntry[] = found.map(({ absence, child }) => {
      const reporter = reporters.get(absence.reported_by);
      return {
        absence, child,
        reported_by: { id: absence.reported_by, name: reporter?.name ?? '' },
        reported_by_staff: reporter !== undefined && reporter.role !== 'parent',
        reported_late: isReportedLate(absence, lateAfter, timeZone),
      };
    });
    const groupList = [...(await staff.groupsOf(user.kindergartenId)).map((group) => ({ id: group.id, name: group.name })), null];
    const groups = groupList
      .map((group) => {
        const week = entries.filter((entry) => entry.child.group_id === (group?.id ?? null) || (group === null && !groupList.some((g) => g?.id === entry.child.group_id)));
        return { group, week, today: week.filter((entry) => entry.absence.from <= date && entry.absence.to >= date) };
      })
      .filter((entry) => entry.group !== null || entry.week.length > 0);
    const childOf = (entry: StaffAbsenceEntry) => entry.child.id;
    const today = entries.filter((entry) => entry.absence.from <= date && entry.absence.to >= date);
    return {
      date, week_start: weekStart, week_end: weekEnd, late_after: lateAfter, time_zone: timeZone, groups,
      counts: { today: countAbsentChildren(today, childOf), week: countAbsentChildren(entries, childOf) },
    };
  });

  app.post(
    '/staff/absences',
    { schema: { body: staffAbsenceRequestSchema, response: { 200: staffAbsenceResponseSchema, 404: messageResponseSchema, 409: absenceErrorResponseSchema, 422: absenceErrorResponseSchema } } },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      if (!(await staff.childOf(viewer.kindergartenId, request.body.child_id))) return reply.code(404).send({ message: 'Not Found' });
      const result = await reportAbsence(database.db, viewer, request.body, calendarDay(timeZone));
      if (isRejected(result)) return reply.code(result.status).send(result.rejected);
      if (result.changed) await publishSafely(publisher, absenceChangedMessage(result.absence, result.guardianUserIds), request.log);
      return { status: 'success' as const, message: 'The absence has been recorded.', code: 'absence_recorded' as const, absence: result.absence };
    },
  );

  app.get('/staff/menu', { schema: { querystring: staffMenuWeekQuerySchema, response: { 200: staffMenuWeekResponseSchema } } }, async (request) => {
    const weekStart = weekStartOf(request.query.week ?? calendarDay(timeZone));
    const weekEnd = addDays(weekStart, 6);
    return { week_start: weekStart, week_end: weekEnd, days: await staff.menuDaysBetween(authenticatedUser(request).kindergartenId, weekStart, weekEnd) };
  });

  app.post('/staff/menu/days/:date', { schema: { params: menuDayParamsSchema, body: menuDayWriteRequestSchema, response: { 200: menuDayWriteResponseSchema } } }, async (request) => {
    const { kindergartenId } = authenticatedUser(request);
    const row = await staff.upsertMenuDay({ id: uuidv7(), kindergartenId, date: request.params.date, ...request.body, allergens: [...new Set(request.body.allergens)] });
    if (row.published) await syncAvailable(kindergartenId, row.version, request.log);
    return { status: 'success' as const, message: 'The day has been saved.', code: 'menu_day_saved' as const, menu_day: row };
  });

  app.delete('/staff/menu/days/:date', { schema: { params: menuDayParamsSchema, response: { 200: menuDayWriteResponseSchema, 404: messageResponseSchema } } }, async (request, reply) => {
    const { kindergartenId } = authenticatedUser(request);
    const row = await staff.deleteMenuDay(kindergartenId, request.params.date);
    if (!row) return reply.code(404).send({ message: 'Not Found' });
    await syncAvailable(kindergartenId, row.version, request.log);
    return { status: 'success' as const, message: 'The day has been removed.', code: 'menu_day_deleted' as const, menu_day: row };
  });

  app.post('/staff/menu/copy-week', { schema: { body: menuWeekRequestSchema, response: { 200: menuWeekWriteResponseSchema, 422: staffErrorResponseSchema } } }, async (request, reply) => {
    const { kindergartenId } = authenticatedUser(request);
    const weekStart = weekStartOf(request.body.week_start);
    const weekEnd = addDays(weekStart, 6);
    const source = await staff.menuDaysBetween(kindergartenId, addDays(weekStart, -7), addDays(weekStart, -1));
    if (source.length === 0) {
      const refused = staffRejection('menu_week_empty', 'week_start', 'The week before has no menu to copy.');
      return reply.code(422).send(refused.rejected);
    }
    for (const day of source) {
      const { breakfast, lunch, snack, allergens, vegetarian } = day;
      await staff.upsertMenuDay({ id: uuidv7(), kindergartenId, date: addDays(day.date, 7), breakfast, lunch, snack, allergens, vegetarian });
    }
    const days = await staff.menuDaysBetween(kindergartenId, weekStart, weekEnd);
    await syncAvailable(kindergartenId, Math.max(...days.map((day) => day.version)), request.log);
    return { status: 'success' as const, message: 'Last week has been copied.', code: 'menu_week_copied' as const, week_start: weekStart, week_end: weekEnd, days };
  });

  app.post('/staff/menu/publish-week', { schema: { body: menuWeekRequestSchema, response: { 200: menuWeekWriteResponseSchema, 422: staffErrorResponseSchema } } }, async (request, reply) => {
    const { kindergartenId } = authenticatedUser(request);
    const weekStart = weekStartOf(request.body.week_start);
    const weekEnd = addDays(weekStart, 6);
    await staff.publishMenuDays(kindergartenId, weekStart, weekEnd);
    const days = await staff.menuDaysBetween(kindergartenId, weekStart, weekEnd);
    if (days.length === 0) {
      const refused = staffRejection('menu_week_empty', 'week_start', 'This week has no menu to publish.');
      return reply.code(422).send(refused.rejected);
    }
    await syncAvailable(kindergartenId, Math.max(...days.map((day) => day.version)), request.log);
    return { status: 'success' as const, message: 'The menu has been published.', code: 'menu_week_published' as const, week_start: weekStart, week_end: weekEnd, days };
  });

  app.get('/staff/quiet-hours', { schema: { response: { 200: quietHoursResponseSchema } } }, async (request) => {
    return { status: 'success' as const, message: '', quiet_hours: await staff.quietHours(authenticatedUser(request).id), time_zone: timeZone };
  });

  app.post('/staff/quiet-hours', { schema: { body: quietHoursRequestSchema, response: { 200: quietHoursResponseSchema } } }, async (request) => {
    const user = authenticatedUser(request);
    await staff.setQuietHours(user.id, request.body);
    return { status: 'success' as const, message: 'Quiet hours saved.', code: 'quiet_hours_saved' as const, quiet_hours: await staff.quietHours(user.id), time_zone: timeZone };
  });
};
