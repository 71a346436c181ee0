import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStartOf } from '#contract/staff-rules';
import { absences } from '../../server/db/schema/index.ts';
import type { PushNotification, PushSender } from '../../server/push/push-sender.ts';
import { minuteOfDay } from '../../server/push/notify-users.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { isReportedLate } from '../../server/routes/staff-day-routes.ts';
import { addSecondFamily, dayFromToday, reportAbsence } from './support/absence-helpers.ts';
import { knownPassword, type Fixture } from './support/fixture.ts';
import { idsOf, pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, startListeningApp } from './support/test-app.ts';
import { databaseTargets, type TestDatabase } from './support/test-database.ts';

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

describe.each(databaseTargets())("staff: today's absences, menu, quiet hours (%s)", (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  const pushes: { tokens: string[]; notification: PushNotification }[] = [];
  const sender: PushSender = {
    name: 'recording',
    async send(tokens, notification) {
      pushes.push({ tokens, notification });
      return tokens.map((token) => ({ token, delivered: true, invalid: false }));
    },
  };
  const tokens = {} as { staff: string; parent: string; other: string };
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ({ database, app, fixture } = await startListeningApp(target, { pushSender: sender }));
    await addSecondFamily(database.database.db, fixture);
    tokens.staff = await signInAs(app, fixture.staff.username, knownPassword);
    tokens.parent = await signInAs(app, fixture.parent.username, knownPassword);
    tokens.other = await signInAs(app, `familie-${fixture.tag}@loewenzahn.example`, knownPassword);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it("lists today's and this week's absences by group with reasons, marks late ones, and records one for a family", async () => {
    const today = dayFromToday(0);
    const reported = await reportAbsence(app, tokens.parent, {
      child_id: fixture.children.mia.id,
      from: today,
      to: today,
      reason: 'sick',
      note: 'Fieber',
    });
    expect(reported.statusCode).toBe(200);
    // Make the parent's report look like one from the evening before: not late.
    await database.database.db
      .update(absences)
      .set({ createdAt: new Date(Date.parse(`${addDays(today, -1)}T18:00:00Z`)) })
      .where(eq(absences.id, reported.json().absence.id));

    const recorded = await call(tokens.staff, 'POST', '/api/staff/absences', {
      child_id: fixture.children.paul.id,
      from: today,
      to: addDays(today, 1),
      reason: 'other',
      note: 'Anruf: Arzttermin',
    });
    expect(recorded.json()).toMatchObject({
      code: 'absence_recorded',
      absence: { reported_by: fixture.staff.id, child_id: fixture.children.paul.id },
    });
    // Paul's family sees it like one they reported.
    expect(idsOf((await pullAll(app, tokens.other)).pages, 'absences')).toContain(recorded.json().absence.id);
    // The rules of reporting apply: a year away is refused.
    expect(
      (
        await call(tokens.staff, 'POST', '/api/staff/absences', {
          child_id: fixture.children.paul.id,
          from: addDays(today, 400),
          to: addDays(today, 400),
          reason: 'sick',
        })
      ).json().code,
    ).toBe('date_too_far');

    const view = (await call(tokens.staff, 'GET', '/api/staff/absences')).json();
    expect(view).toMatchObject({
      date: today,
      week_start: weekStartOf(today),
      late_after: '08:00',
      time_zone: 'Europe/Berlin',
      counts: { today: 2 },
    });
    const igel = view.groups.find((group: { group: { name: string } | null }) => group.group?.name === 'Igel');
    expect(igel.today).toHaveLength(1);
    expect(igel.today[0]).toMatchObject({
      child: { first_name: 'Mia' },
      absence: { reason: 'sick', note: 'Fieber' },
      reported_late: false,
      reported_by_staff: false,
    });
    const noGroup = view.groups.find((group: { group: unknown }) => group.group === null);
    expect(noGroup.today[0]).toMatchObject({
      child: { first_name: 'Paul' },
      reported_by_staff: true,
      reported_by: { id: fixture.staff.id },
    });
    // Late: recorded today after 08:00 Berlin time, or on a later day.
    expect(isReportedLate({ from: '2026-03-02', created_at: '2026-03-02T06:59:00Z' }, '08:00', 'Europe/Berlin')).toBe(
      false,
    );
    expect(isReportedLate({ from: '2026-03-02', created_at: '2026-03-02T07:30:00Z' }, '08:00', 'Europe/Berlin')).toBe(
      true,
    );
    expect(isReportedLate({ from: '2026-03-02', created_at: '2026-03-03T05:00:00Z' }, '08:00', 'Europe/Berlin')).toBe(
      true,
    );
    expect(isReportedLate({ from: '2026-03-02', created_at: '2026-03-01T19:00:00Z' }, '08:00', 'Europe/Berlin')).toBe(
      false,
    );
  });

  it('edits a week of the menu as drafts, copies it to the next week and publishes: parents see published days only', async () => {
    const week = weekStartOf('2031-03-05');
    const saved = await call(tokens.staff, 'POST', `/api/staff/menu/days/${week}`, {
      breakfast: 'Müsli',
      lunch: 'Käsespätzle',
      snack: 'Apfel',
      allergens: ['milk', 'gluten'],
      vegetarian: true,
    });
    expect(saved.json()).toMatchObject({
      code: 'menu_day_saved',
      menu_day: { date: week, lunch: 'Käsespätzle', published: false },
    });
    await call(tokens.staff, 'POST', `/api/staff/menu/days/${addDays(week, 1)}`, {
      lunch: 'Fischstäbchen',
      allergens: ['fish'],
    });
    const parentMenu = async (from: string) =>
      (await call(tokens.parent, 'POST', '/api/menu', { startDate: from, endDate: addDays(from, 6) })).json().menu;
    expect(await parentMenu(week)).toEqual([]);
    expect(
      (await pullAll(app, tokens.parent)).pages
        .flatMap((page) => page.changes.menu_days ?? [])
        .filter((day) => day.date >= week),
    ).toEqual([]);

    const next = addDays(week, 7);
    const copied = await call(tokens.staff, 'POST', '/api/staff/menu/copy-week', { week_start: next });
    expect(copied.json()).toMatchObject({ code: 'menu_week_copied', week_start: next });
    expect(
      copied
        .json()
        .days.map((day: { date: string; lunch: string; published: boolean }) => [day.date, day.lunch, day.published]),
    ).toEqual([
      [next, 'Käsespätzle', false],
      [addDays(next, 1), 'Fischstäbchen', false],
    ]);
    expect(
      (await call(tokens.staff, 'POST', '/api/staff/menu/copy-week', { week_start: addDays(week, 70) })).json().code,
    ).toBe('menu_week_empty');

    const published = await call(tokens.staff, 'POST', '/api/staff/menu/publish-week', {
      week_start: addDays(week, 3),
    });
    expect(published.json().days.every((day: { published: boolean }) => day.published)).toBe(true);
    expect((await parentMenu(week)).map((day: { lunch: string }) => day.lunch)).toEqual([
      'Käsespätzle',
      'Fischstäbchen',
    ]);
    expect(await parentMenu(next)).toEqual([]);
    const synced = (await pullAll(app, tokens.parent)).pages.flatMap((page) => page.changes.menu_days ?? []);
    expect(synced.filter((day) => day.date >= week).map((day) => day.date)).toEqual([week, addDays(week, 1)]);
    const staffWeek = (await call(tokens.staff, 'GET', `/api/staff/menu?week=${next}`)).json();
    expect(staffWeek.days).toHaveLength(2);
  });

  it('holds back pushes to a staff member during their quiet hours, but still records the notification', async () => {
    const { push } = createRepositories(database.database.db);
    await push.setPushNotification(fixture.staff.id, true);
    await push.saveToken(fixture.staff.id, 'staff-phone');
    expect((await call(tokens.staff, 'GET', '/api/staff/quiet-hours')).json()).toMatchObject({
      quiet_hours: { enabled: false, from: '20:00', until: '07:00' },
      time_zone: 'Europe/Berlin',
    });
    const now = minuteOfDay(new Date(), 'Europe/Berlin');
    const quiet = { enabled: true, from: clock(now + 24 * 60 - 60), until: clock(now + 60) };
    expect((await call(tokens.staff, 'POST', '/api/staff/quiet-hours', quiet)).json()).toMatchObject({
      code: 'quiet_hours_saved',
      quiet_hours: quiet,
    });

    const notify = () =>
      app.notifier.notifyUsers([fixture.staff.id], {
        text: { key: 'message.private', params: { sender: 'Anna', preview: 'Hallo' } },
        target: { type: 'private-chat', id: fixture.parent.id },
      });
    const before = pushes.length;
    const held = await notify();
    expect(held.notifications).toHaveLength(1);
    expect(held.pushedUsers).toEqual([]);
    expect(pushes.length).toBe(before);

    await call(tokens.staff, 'POST', '/api/staff/quiet-hours', {
      enabled: true,
      from: clock(now + 120),
      until: clock(now + 180),
    });
    const sent = await notify();
    expect(sent.pushedUsers).toEqual([fixture.staff.id]);
    expect(pushes.at(-1)?.tokens).toEqual(['staff-phone']);
    expect(
      (await call(tokens.staff, 'POST', '/api/staff/quiet-hours', { enabled: true, from: '07:00', until: '07:00' }))
        .statusCode,
    ).toBe(422);
  });
});
