import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { echoChannels, type AbsenceChangedEvent } from '#contract/realtime';
import { roomMembers, rooms } from '../../server/db/schema/index.ts';
import { anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { nextEvent, subscribed, within } from './support/realtime-client.ts';
import { bearer, signInAs, useListeningApp } from './support/test-app.ts';

describe('built-in Pusher-protocol endpoint', () => {
  const t = useListeningApp('pglite', { env: { REALTIME_ACTIVITY_TIMEOUT: '1' } });
  const { echoFor } = t;

  it('delivers a reported absence to the family and to staff on their private channels', async () => {
    const parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    const familyChannel = echoFor(parentToken).private(echoChannels.user(t.fixture.parent.id));
    const staffChannel = echoFor(staffToken).private(echoChannels.kindergartenStaff(t.fixture.kindergarten.id));
    await within(5000, 'both subscriptions', Promise.all([subscribed(familyChannel), subscribed(staffChannel)]));
    const toFamily = nextEvent<AbsenceChangedEvent>(familyChannel, '.absence.changed');
    const toStaff = nextEvent<AbsenceChangedEvent>(staffChannel, '.absence.changed');

    const reported = (await reportAbsence(t.app, parentToken, anAbsence(t.fixture.children.mia.id))).json().absence;
    const [family, staff] = await within(5000, 'the absence events', Promise.all([toFamily, toStaff]));
    expect(family.changes.absences).toEqual([reported]);
    expect(staff.changes.absences?.[0]?.id).toBe(reported.id);
  });

  it("refuses a parent the staff channel and another user's channel", async () => {
    const parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const echo = echoFor(parentToken);
    await expect(
      within(5000, 'a refusal', subscribed(echo.private(echoChannels.kindergartenStaff(t.fixture.kindergarten.id)))),
    ).rejects.toThrow('subscription refused');
    const auth = (channel: string, token = parentToken) =>
      t.app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        headers: bearer(token),
        payload: { socket_id: '1.2', channel_name: channel },
      });
    expect((await auth(`private-App.Models.User.${t.fixture.staff.id}`)).statusCode).toBe(403);
    expect((await auth('private-anything')).statusCode).toBe(403);
    expect((await auth(`private-App.Models.User.${t.fixture.parent.id}`, 'wrong-token')).statusCode).toBe(401);
    expect((await auth(`private-App.Models.User.${t.fixture.parent.id}`)).json().auth).toMatch(/^kita:[0-9a-f]{64}$/);
  });

  it('announces presence once per user, forwards whispers, and says goodbye when the last socket leaves', async () => {
    const roomId = uuidv7();
    await t.database.database.db
      .insert(rooms)
      .values({ id: roomId, kindergartenId: t.fixture.kindergarten.id, kind: 'private' });
    await t.database.database.db
      .insert(roomMembers)
      .values([t.fixture.parent.id, t.fixture.staff.id].map((userId) => ({ id: uuidv7(), roomId, userId })));
    const parentToken = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const staffToken = await signInAs(t.app, t.fixture.staff.username, knownPassword);

    // Echo hands `joining`/`leaving` the member's user_info, which /broadcasting/auth sets to {name, role}.
    const joined: unknown[] = [];
    const left: unknown[] = [];
    const parentRoom = echoFor(parentToken).join(echoChannels.room(roomId));
    parentRoom.joining((info: unknown) => joined.push(info));
    parentRoom.leaving((info: unknown) => left.push(info));
    await within(5000, 'the parent joining', subscribed(parentRoom));

    const staffEchos = [echoFor(staffToken), echoFor(staffToken)];
    const staffRooms = staffEchos.map((echo) => echo.join(echoChannels.room(roomId)));
    await within(5000, 'both staff sockets joining', Promise.all(staffRooms.map(subscribed)));
    const whisper = new Promise((resolve) => staffRooms[0]!.listenForWhisper('typing', resolve));
    parentRoom.whisper('typing', { user_id: t.fixture.parent.id, typing: true });
    expect(await within(5000, 'the whisper', whisper)).toEqual({ user_id: t.fixture.parent.id, typing: true });

    staffEchos[0]!.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(left).toEqual([]);
    staffEchos[1]!.disconnect();
    await within(
      5000,
      'member_removed',
      (async () => {
        while (left.length === 0) await new Promise((r) => setTimeout(r, 25));
      })(),
    );
    const staffInfo = { name: t.fixture.staff.name, role: 'staff' };
    expect(joined).toEqual([staffInfo]);
    expect(left).toEqual([staffInfo]);
  });

  it('refuses a parent the presence channel of a room they are not in', async () => {
    const roomId = uuidv7();
    await t.database.database.db
      .insert(rooms)
      .values({ id: roomId, kindergartenId: t.fixture.kindergarten.id, kind: 'private' });
    const echo = echoFor(await signInAs(t.app, t.fixture.parent.username, knownPassword));
    await expect(within(5000, 'a refusal', subscribed(echo.join(echoChannels.room(roomId))))).rejects.toThrow(
      'subscription refused',
    );
  });

  it('answers ping with pong, pings a silent socket and closes it with 4201 when it stays silent', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${t.port}/app/kita?protocol=7&client=js&version=8.6.0`);
    const frames: { event: string }[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await within(3000, 'the connection', new Promise((resolve) => socket.once('open', resolve)));
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    const code = await within(6000, 'the close', new Promise<number>((resolve) => socket.once('close', resolve)));
    const events = frames.map((f) => f.event);
    expect(events[0]).toBe('pusher:connection_established');
    expect(events).toContain('pusher:pong');
    expect(events).toContain('pusher:ping');
    expect(code).toBe(4201);
  });

  it('closes a connection to an unknown app key with 4001', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${t.port}/app/nope?protocol=7`);
    expect(await within(3000, 'the close', new Promise<number>((resolve) => socket.once('close', resolve)))).toBe(4001);
  });
});
