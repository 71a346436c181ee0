import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { realtimeChannels } from '#contract/realtime';
import { db } from '../../src/db/kita-db.ts';
import { startSync, stopSync, whenSyncIdle } from '../../src/sync/sync-runtime.ts';
import { anAbsence, reportAbsence } from '../server/support/absence-helpers.ts';
import { knownPassword } from '../server/support/fixture.ts';
import { signInAs } from '../server/support/test-app.ts';
import { pointClientAt, signInOnDevice, realServerPerFile } from './support/engine-server.ts';
import { flakyProxyPerFile } from './support/flaky-proxy.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { waitUntil } from './support/wait-until.ts';

freshDatabasePerTest();
const server = realServerPerFile();
const proxy = flakyProxyPerFile(server);

/** The staff member signed in on this device, syncing, with the three channels subscribed and their pulls done. */
async function staffSyncingAndSubscribed() {
  pointClientAt(proxy.url);
  const staff = await signInOnDevice(server.app, server.fixture.staff.username);
  const auths = () => proxy.forwarded.filter((call) => call.startsWith('POST /broadcasting/auth')).length;
  const authsBefore = auths();
  await startSync();
  // Subscribed: each subscription asks for one pull, which has then run.
  await waitUntil('the three subscriptions', () => auths() === authsBefore + 3);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await whenSyncIdle();
  return staff;
}

describe('realtime through the real websocket', () => {
  it("brings an absence a parent reports into a staff member's Dexie with no pull", async () => {
    const staff = await staffSyncingAndSubscribed();
    expect(await db.sync_state.get(staff.user.id)).toBeDefined();

    // From now on every HTTP call fails; only the open websocket still carries anything.
    proxy.goOffline();
    const parentToken = await signInAs(server.app, server.fixture.parent.username, knownPassword);
    const reported = (
      await reportAbsence(server.app, parentToken, anAbsence(server.fixture.children.mia.id, { note: 'via websocket' }))
    ).json().absence;
    await waitUntil('the absence event', async () => (await db.absences.get(reported.id)) !== undefined, 5_000);
    expect(await db.absences.get(reported.id)).toEqual(reported);
    stopSync();
    proxy.goOnline();
  });

  it("stores a notification from its event, with no pull (a room's message notifies every member at once)", async () => {
    const staff = await staffSyncingAndSubscribed();
    const pullsBefore = proxy.forwarded.filter((call) => call.startsWith('GET /api/sync')).length;

    const { notifications } = await server.app.notifier.notifyUsers([staff.user.id], {
      text: { key: 'message.room', params: { sender: 'Eltern', preview: 'Hallo', room: 'Gruppe' } },
      target: { type: 'room', id: uuidv7() },
    });
    const [created] = notifications;
    await waitUntil(
      'the notification event',
      async () => (await db.notifications.get(created!.id)) !== undefined,
      5_000,
    );
    expect(await db.notifications.get(created!.id)).toEqual(created);
    await whenSyncIdle();
    expect(proxy.forwarded.filter((call) => call.startsWith('GET /api/sync')).length).toBe(pullsBefore);
    stopSync();
  });

  it('ignores an event it does not know, instead of pulling on it', async () => {
    const staff = await staffSyncingAndSubscribed();
    const pullsBefore = proxy.forwarded.filter((call) => call.startsWith('GET /api/sync')).length;

    const kindergarten = realtimeChannels.kindergarten(server.fixture.kindergarten.id);
    await server.app.realtimePublisher.publish({
      channels: [kindergarten],
      event: 'client-anything',
      data: { sync: 'now' },
    });
    await server.app.realtimePublisher.publish({ channels: [kindergarten], event: 'something.new', data: {} });
    // Then one it knows, on the same socket: once that is stored, the two before it have been handled.
    const { notifications } = await server.app.notifier.notifyUsers([staff.user.id], {
      text: { key: 'message.room', params: { sender: 'Eltern', preview: 'Hallo', room: 'Gruppe' } },
      target: { type: 'room', id: uuidv7() },
    });
    await waitUntil(
      'the notification event',
      async () => (await db.notifications.get(notifications[0]!.id)) !== undefined,
      5_000,
    );
    await whenSyncIdle();
    expect(proxy.forwarded.filter((call) => call.startsWith('GET /api/sync')).length).toBe(pullsBefore);
    stopSync();
  });
});
