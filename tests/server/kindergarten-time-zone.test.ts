import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { calendarDayIn, minuteOfDayIn } from '#contract/zoned-time';
import { hashPassword } from '../../server/auth/password.ts';
import { fcmTokens, users } from '../../server/db/schema/index.ts';
import type { PushNotification, PushSender } from '../../server/push/push-sender.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useListeningApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

// Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: their calendar days differ at every instant.
const farEast = 'Pacific/Kiritimati';
const farWest = 'Pacific/Pago_Pago';
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

describe.each(databaseTargets())("the kindergarten's own time zone (%s)", (target) => {
  const pushes: PushNotification[] = [];
  const pushSender: PushSender = {
    name: 'recording',
    async send(deviceTokens, notification) {
      pushes.push(notification);
      return deviceTokens.map((token) => ({ token, delivered: true, invalid: false }));
    },
  };
  const context = useListeningApp(target, { env: { TIME_ZONE: farWest }, pushSender });
  const tokens = {} as { admin: string; staff: string; parent: string };
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const setZone = (zone: string | null) => call(tokens.admin, 'PATCH', '/api/admin/kindergarten', { time_zone: zone });
  const zoneOfUser = async (token: string) => (await call(token, 'GET', '/api/user')).json().kindergarten.time_zone;

  it('answers the server default until the admin sets a zone, then the zone, to everyone already signed in', async () => {
    const { fixture, database } = context;
    const db = database.database.db;
    const { users: userRepository } = createRepositories(db);
    const admin = await userRepository.create({
      kindergartenId: fixture.kindergarten.id,
      username: `leitung-${fixture.tag}@loewenzahn.example`,
      passwordHash: await hashPassword(knownPassword),
      role: 'admin',
      language: 'de',
    });
    tokens.admin = await signInAs(context.app, admin.username, knownPassword);
    tokens.staff = await signInAs(context.app, fixture.staff.username, knownPassword);
    tokens.parent = await signInAs(context.app, fixture.parent.username, knownPassword);
    expect(await zoneOfUser(tokens.parent)).toBe(farWest);

    expect((await setZone(farEast)).statusCode).toBe(200);
    expect(await zoneOfUser(tokens.parent)).toBe(farEast);
    expect(await zoneOfUser(tokens.staff)).toBe(farEast);

    expect((await setZone(null)).statusCode).toBe(200);
    expect(await zoneOfUser(tokens.parent)).toBe(farWest);
  });

  it('refuses a zone Intl does not know, and anyone but an admin', async () => {
    const refused = await setZone('Mars/Olympus_Mons');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['time_zone']);
    expect((await call(tokens.staff, 'PATCH', '/api/admin/kindergarten', { time_zone: farEast })).statusCode).toBe(403);
    expect(await zoneOfUser(tokens.parent)).toBe(farWest);
  });

  it("takes today, the calendar's day and whether an absence has ended from the kindergarten's zone", async () => {
    expect((await setZone(farEast)).statusCode).toBe(200);
    const today = calendarDayIn(farEast);
    const day = (await call(tokens.staff, 'GET', '/api/staff/absences')).json();
    expect(day).toMatchObject({ date: today, time_zone: farEast });
    expect((await call(tokens.parent, 'GET', '/api/events/calendar')).json().selected_date).toBe(today);
    // An absence for the day that is over in the kindergarten has ended: it can no longer be withdrawn.
    const yesterday = calendarDayIn(farWest);
    const reported = await reportAbsence(
      context.app,
      tokens.parent,
      anAbsence(context.fixture.children.mia.id, { from: yesterday, to: yesterday }),
    );
    expect(reported.statusCode).toBe(200);
    const withdraw = () => call(tokens.parent, 'DELETE', `/api/absence-history/${reported.json().absence.id}`);
    expect((await withdraw()).json()).toMatchObject({ code: 'absence_ended' });
    expect((await setZone(null)).statusCode).toBe(200);
    expect((await call(tokens.staff, 'GET', '/api/staff/absences')).json()).toMatchObject({
      date: yesterday,
      time_zone: farWest,
    });
    expect((await withdraw()).json()).toMatchObject({ code: 'absence_withdrawn' });
  });

  it("holds back pushes in staff quiet hours by the kindergarten's clock", async () => {
    const { app, database, fixture } = context;
    const db = database.database.db;
    expect((await setZone(farEast)).statusCode).toBe(200);
    await db.insert(fcmTokens).values({ id: uuidv7(), userId: fixture.staff.id, token: `zone-${fixture.tag}` });
    await db.update(users).set({ pushNotification: true }).where(eq(users.id, fixture.staff.id));
    // Half an hour either side of now in Kiritimati; Pago Pago's clock is an hour behind it, outside that window.
    const now = minuteOfDayIn(farEast);
    const quiet = { enabled: true, from: clock(now + 24 * 60 - 30), until: clock(now + 30) };
    expect((await call(tokens.staff, 'POST', '/api/staff/quiet-hours', quiet)).json()).toMatchObject({
      code: 'quiet_hours_saved',
      time_zone: farEast,
    });
    const message = {
      text: { key: 'message.room' as const, params: { room: 'Igel', sender: 'Anna Berg', preview: 'Hallo' } },
      target: { type: 'room' as const, id: uuidv7() },
    };

    expect((await app.notifier.notifyUsers([fixture.staff.id], message)).pushedUsers).toEqual([]);
    expect((await setZone(null)).statusCode).toBe(200);
    expect((await app.notifier.notifyUsers([fixture.staff.id], message)).pushedUsers).toEqual([fixture.staff.id]);
    expect(pushes).toHaveLength(1);
  });
});
