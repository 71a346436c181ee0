import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoChannels, type SyncAvailableEvent } from '#contract/realtime';
import { addSecondFamily } from './support/absence-helpers.ts';
import { knownPassword, type Fixture } from './support/fixture.ts';
import { answer, createNews } from './support/publication-helpers.ts';
import { connectEcho, nextEvent, subscribed, within } from './support/realtime-client.ts';
import { signInAs, startListeningApp } from './support/test-app.ts';
import { databaseTargets, type TestDatabase } from './support/test-database.ts';

describe.each(databaseTargets())('answers in realtime (%s)', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  let port: number;
  const echos: ReturnType<typeof connectEcho>[] = [];

  beforeAll(async () => {
    ({ database, app, port, fixture } = await startListeningApp(target));
  });
  afterAll(async () => {
    for (const echo of echos) echo.disconnect();
    await app?.close();
    await database?.dispose();
  });

  async function listen(token: string, channelName: string, echo = connectEcho(port, token)) {
    if (!echos.includes(echo)) echos.push(echo);
    const channel = echo.private(channelName);
    await within(5000, `subscribing ${channelName}`, subscribed(channel));
    const events: SyncAvailableEvent[] = [];
    channel.listen('.sync.available', (event: SyncAvailableEvent) => events.push(event));
    return { channel, events };
  }

  it("announces an answer to staff and the answering user, never on the kindergarten's shared channel", async () => {
    const other = await addSecondFamily(database.database.db, fixture);
    const id = await createNews(database.database.db, fixture);
    const parentToken = await signInAs(app, fixture.parent.username, knownPassword);
    const otherToken = await signInAs(app, other.username, knownPassword);
    const staff = await listen(
      await signInAs(app, fixture.staff.username, knownPassword),
      echoChannels.kindergartenStaff(fixture.kindergarten.id),
    );
    const own = await listen(parentToken, echoChannels.user(fixture.parent.id));
    // One connection for both of the other family's channels: its events arrive in the order they were published.
    const otherEcho = connectEcho(port, otherToken);
    const shared = await listen(otherToken, echoChannels.kindergarten(fixture.kindergarten.id), otherEcho);
    const otherUser = await listen(otherToken, echoChannels.user(other.id), otherEcho);
    const staffHears = nextEvent<SyncAvailableEvent>(staff.channel, '.sync.available');
    const userHears = nextEvent<SyncAvailableEvent>(own.channel, '.sync.available');

    const response = await answer(app, parentToken, { kind: 'news', id }, { child_id: fixture.children.mia.id });
    const version = response.json().confirmation.version;
    expect(await within(5000, 'the staff event', staffHears)).toEqual({ version });
    expect(await within(5000, 'the user event', userHears)).toEqual({ version });

    // The same answer again changes nothing and announces nothing; a later event proves the others heard nothing.
    await answer(app, parentToken, { kind: 'news', id }, { child_id: fixture.children.mia.id });
    const nextStaffEvent = nextEvent<SyncAvailableEvent>(staff.channel, '.sync.available');
    const otherHears = nextEvent<SyncAvailableEvent>(otherUser.channel, '.sync.available');
    const theirs = await answer(app, otherToken, { kind: 'news', id }, { child_id: fixture.children.paul.id });
    const theirVersion = theirs.json().confirmation.version;
    expect(await within(5000, 'the second staff event', nextStaffEvent)).toEqual({ version: theirVersion });
    expect(await within(5000, "the other family's own event", otherHears)).toEqual({ version: theirVersion });
    expect(own.events).toEqual([{ version }]);
    expect(shared.events).toEqual([]);
  });
});
