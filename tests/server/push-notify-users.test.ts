import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoChannels, type NotificationCreatedEvent } from '#contract/realtime';
import { fcmTokens, notifications } from '../../server/db/schema/index.ts';
import type { PushNotification, PushResult, PushSender } from '../../server/push/push-sender.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { connectEcho, nextEvent, subscribed, within } from './support/realtime-client.ts';
import { signInAs, startListeningApp } from './support/test-app.ts';
import { databaseTargets, type TestDatabase } from './support/test-database.ts';

/** Stands where Firebase would: records every send, calls tokens starting with `dead-` unregistered. */
function recordingSender() {
  const calls: { tokens: string[]; notification: PushNotification }[] = [];
  let failing = false;
  const sender: PushSender = {
    name: 'recording',
    async send(tokens, notification) {
      if (failing) throw new Error('push service unreachable');
      calls.push({ tokens: [...tokens].sort(), notification });
      return tokens.map((token): PushResult => ({
        token,
        delivered: !token.startsWith('dead-'),
        invalid: token.startsWith('dead-'),
      }));
    },
  };
  return { sender, calls, failWith: (value: boolean) => void (failing = value) };
}

describe.each(databaseTargets())('notifyUsers (%s)', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  let port: number;
  const recording = recordingSender();
  const echos: ReturnType<typeof connectEcho>[] = [];
  const roomId = uuidv7();
  const chatMessage = (preview: string) => ({
    text: { key: 'message.room' as const, params: { room: 'Igel', sender: 'Anna Berg', preview } },
    target: { type: 'room' as const, id: roomId },
  });
  const tokensOf = async (userId: string) =>
    (await database.database.db.select().from(fcmTokens).where(eq(fcmTokens.userId, userId)))
      .map((row) => row.token)
      .sort();

  beforeAll(async () => {
    ({ database, app, port, fixture } = await startListeningApp(target, { pushSender: recording.sender }));
  });
  afterAll(async () => {
    for (const echo of echos) echo.disconnect();
    await app?.close();
    await database?.dispose();
  });

  it('writes a row per user in their language, announces it on their channel and pushes only to users with push on', async () => {
    const { push } = createRepositories(database.database.db);
    // The parent (Turkish) wants push on two browsers, one of which the push service has forgotten.
    await push.setPushNotification(fixture.parent.id, true);
    await push.saveToken(fixture.parent.id, 'live-parent-phone');
    await push.saveToken(fixture.parent.id, 'dead-parent-laptop');
    // Staff (German) registered a browser but has push switched off.
    await push.saveToken(fixture.staff.id, 'live-staff-phone');

    const echo = connectEcho(port, await signInAs(app, fixture.parent.username, knownPassword));
    echos.push(echo);
    const channel = echo.private(echoChannels.user(fixture.parent.id));
    await within(5000, 'the subscription', subscribed(channel));
    const announced = nextEvent<NotificationCreatedEvent>(channel, '.notification.created');

    const outcome = await app.notifier.notifyUsers(
      [fixture.parent.id, fixture.staff.id, fixture.parent.id, uuidv7()],
      chatMessage('Mia hat ihre Brotdose vergessen'),
    );

    const rows = await database.database.db
      .select()
      .from(notifications)
      // A message notification's data also counts the messages it stands for.
      .where(sql`${notifications.data} @> ${JSON.stringify({ url: `/chat/room/${roomId}`, roomId })}::jsonb`);
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    expect(rows).toHaveLength(2);
    expect(byUser.get(fixture.parent.id)).toMatchObject({
      kind: 'message',
      title: 'Igel sohbetinde yeni mesaj',
      body: 'Anna Berg: Mia hat ihre Brotdose vergessen',
      readAt: null,
    });
    expect(byUser.get(fixture.staff.id)).toMatchObject({
      kind: 'message',
      title: 'Neue Nachricht in Igel',
      body: 'Anna Berg: Mia hat ihre Brotdose vergessen',
    });

    const event = await within(5000, 'the realtime event', announced);
    const parentRow = outcome.notifications.find((row) => row.user_id === fixture.parent.id)!;
    expect(event.changes.notifications).toEqual([parentRow]);
    expect(parentRow.id).toBe(byUser.get(fixture.parent.id)!.id);

    expect(recording.calls).toEqual([
      {
        tokens: ['dead-parent-laptop', 'live-parent-phone'],
        notification: {
          kind: 'message',
          title: 'Igel sohbetinde yeni mesaj',
          body: 'Anna Berg: Mia hat ihre Brotdose vergessen',
          url: `/chat/room/${roomId}`,
          locale: 'tr',
          tag: `room:${roomId}`,
          notification_id: parentRow.id,
        },
      },
    ]);
    expect(outcome).toMatchObject({ pushedUsers: [fixture.parent.id], removedTokens: 1 });
    expect(await tokensOf(fixture.parent.id)).toEqual(['live-parent-phone']);
    expect(await tokensOf(fixture.staff.id)).toEqual(['live-staff-phone']);
  });

  it('sends nothing to a user with push on but no registered browser, and says each push in its language', async () => {
    const family = await createFixture(database.database.db);
    const { push, users } = createRepositories(database.database.db);
    await push.setPushNotification(family.staff.id, true);
    await push.setPushNotification(family.parent.id, true);
    await users.setLanguage(family.parent.id, 'de');
    await push.saveToken(family.parent.id, 'live-family-phone');
    recording.calls.length = 0;

    const eventId = uuidv7();
    const outcome = await app.notifier.notifyUsers([family.staff.id, family.parent.id], {
      text: { key: 'event.published', params: { title: 'Sommerfest' } },
      target: { type: 'event', id: eventId },
    });
    expect(outcome.notifications.map((row) => [row.kind, row.title, row.body])).toEqual([
      ['event', 'Neuer Termin', 'Sommerfest'],
      ['event', 'Neuer Termin', 'Sommerfest'],
    ]);
    expect(recording.calls).toHaveLength(1);
    expect(recording.calls[0]!.tokens).toEqual(['live-family-phone']);
    expect(recording.calls[0]!.notification).toMatchObject({
      url: `/events/${eventId}`,
      locale: 'de',
      title: 'Neuer Termin',
      kind: 'event',
    });
  });

  it('keeps the rows and does not throw when the push service fails', async () => {
    const family = await createFixture(database.database.db);
    const { push } = createRepositories(database.database.db);
    await push.setPushNotification(family.parent.id, true);
    await push.saveToken(family.parent.id, 'live-unlucky-phone');
    recording.failWith(true);
    try {
      const outcome = await app.notifier.notifyUsers([family.parent.id], chatMessage('Hallo'));
      expect(outcome.notifications).toHaveLength(1);
      expect(outcome.pushedUsers).toEqual([]);
      expect(await tokensOf(family.parent.id)).toEqual(['live-unlucky-phone']);
    } finally {
      recording.failWith(false);
    }
  });
});
