import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absenceErrorResponseSchema } from '#contract/absences';
import { messageResponseSchema } from '#contract/common';
import {
  quietHoursRequestSchema,
  quietHoursResponseSchema,
  staffAbsenceRequestSchema,
  staffAbsenceResponseSchema,
  staffAbsencesQuerySchema,
  staffAbsencesResponseSchema,
  type StaffAbsenceEntry,
} from '#contract/staff';
import { countAbsentChildren } from '#contract/absent-children';
import { addDays, weekStartOf } from '#contract/iso-days';
import { minutesOfClockTime } from '#contract/staff-rules';
import { absenceChangedMessage } from '../absences/absence-broadcast.ts';
import { calendarDay } from '../absences/calendar-day.ts';
import { isRejected, reportAbsence } from '../absences/report-absence.ts';
import { authenticatedUser } from '../auth/authentication.ts';
import { requestTimeZone, timeZoneOf } from '../auth/kindergarten-time-zone.ts';
import type { Database } from '../db/client.ts';
import { minuteOfDay } from '../push/notify-users.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { createRepositories } from '../repositories/repositories.ts';
import { viewerOf } from '../sync/viewer.ts';
import { staffMenuRoutes } from './staff-menu-routes.ts';

export type StaffDayRoutesOptions = {
  database: Database;
  publisher: RealtimePublisher;
  /** For a kindergarten that set no zone of its own. */ defaultTimeZone: string;
  lateAfter: string;
};

/**
 * Reported late: created after `lateAfter` on the absence's first day, or on a later day, by the kindergarten's
 * calendar (contract/staff-rules.ts `defaultAbsenceLateAfter`).
 */
export function isReportedLate(
  absence: { from: string; created_at: string },
  lateAfter: string,
  timeZone: string,
): boolean {
  const created = new Date(absence.created_at);
  const day = calendarDay(timeZone, created);
  if (day !== absence.from) return day > absence.from;
  return minuteOfDay(created, timeZone) > minutesOfClockTime(lateAfter);
}

/** Today's absences, recording one for a family, the week's menu and the caller's quiet hours (contract/staff.ts). */
export const staffDayRoutes: FastifyPluginAsyncZod<StaffDayRoutesOptions> = async (
  app,
  { database, publisher, defaultTimeZone, lateAfter },
) => {
  const repositories = createRepositories(database.db);
  const { staff } = repositories;
  await app.register(staffMenuRoutes, { database, publisher, defaultTimeZone });

  app.get(
    '/staff/absences',
    { schema: { querystring: staffAbsencesQuerySchema, response: { 200: staffAbsencesResponseSchema } } },
    async (request) => {
      const user = authenticatedUser(request);
      const timeZone = timeZoneOf(user, defaultTimeZone);
      const date = request.query.date ?? calendarDay(timeZone);
      const weekStart = weekStartOf(date);
      const weekEnd = addDays(weekStart, 6);
      const found = await staff.absencesTouching(user.kindergartenId, { from: weekStart, to: weekEnd });
      const reporters = await staff.userRefs([...new Set(found.map((entry) => entry.absence.reported_by))]);
      const entries: StaffAbsenceEntry[] = found.map(({ absence, child }) => {
        const reporter = reporters.get(absence.reported_by);
        return {
          absence,
          child,
          reported_by: { id: absence.reported_by, name: reporter?.name ?? '' },
          reported_by_staff: reporter !== undefined && reporter.role !== 'parent',
          reported_late: isReportedLate(absence, lateAfter, timeZone),
        };
      });
      const groupList = [
        ...(await staff.groupsOf(user.kindergartenId)).map((group) => ({ id: group.id, name: group.name })),
        null,
      ];
      const groups = groupList
        .map((group) => {
          const week = entries.filter(
            (entry) =>
              entry.child.group_id === (group?.id ?? null) ||
              (group === null && !groupList.some((g) => g?.id === entry.child.group_id)),
          );
          return { group, week, today: week.filter((entry) => entry.absence.from <= date && entry.absence.to >= date) };
        })
        .filter((entry) => entry.group !== null || entry.week.length > 0);
      const childOf = (entry: StaffAbsenceEntry) => entry.child.id;
      const today = entries.filter((entry) => entry.absence.from <= date && entry.absence.to >= date);
      return {
        date,
        week_start: weekStart,
        week_end: weekEnd,
        late_after: lateAfter,
        time_zone: timeZone,
        groups,
        counts: { today: countAbsentChildren(today, childOf), week: countAbsentChildren(entries, childOf) },
      };
    },
  );

  app.post(
    '/staff/absences',
    {
      schema: {
        body: staffAbsenceRequestSchema,
        response: {
          200: staffAbsenceResponseSchema,
          404: messageResponseSchema,
          409: absenceErrorResponseSchema,
          422: absenceErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authenticatedUser(request));
      if (!(await staff.childOf(viewer.kindergartenId, request.body.child_id)))
        return reply.code(404).send({ message: 'Not Found' });
      const result = await reportAbsence(
        database.db,
        viewer,
        request.body,
        calendarDay(requestTimeZone(request, defaultTimeZone)),
      );
      if (isRejected(result)) return reply.code(result.status).send(result.rejected);
      if (result.changed)
        await publishSafely(publisher, absenceChangedMessage(result.absence, result.guardianUserIds), request.log);
      return {
        status: 'success' as const,
        message: 'The absence has been recorded.',
        code: 'absence_recorded' as const,
        absence: result.absence,
      };
    },
  );

  app.get('/staff/quiet-hours', { schema: { response: { 200: quietHoursResponseSchema } } }, async (request) => {
    return {
      status: 'success' as const,
      message: '',
      quiet_hours: await staff.quietHours(authenticatedUser(request).id),
      time_zone: requestTimeZone(request, defaultTimeZone),
    };
  });

  app.post(
    '/staff/quiet-hours',
    { schema: { body: quietHoursRequestSchema, response: { 200: quietHoursResponseSchema } } },
    async (request) => {
      const user = authenticatedUser(request);
      await staff.setQuietHours(user.id, request.body);
      return {
        status: 'success' as const,
        message: 'Quiet hours saved.',
        code: 'quiet_hours_saved' as const,
        quiet_hours: await staff.quietHours(user.id),
        time_zone: requestTimeZone(request, defaultTimeZone),
      };
    },
  );
};
