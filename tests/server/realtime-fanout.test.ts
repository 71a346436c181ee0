import { describe, expect, it } from 'vitest';
import { echoChannels, type AbsenceChangedEvent } from '#contract/realtime';
import { ChannelHub } from '../../server/realtime/channel-hub.ts';
import { encodeEnvelopes, envelopeAssembler, startPostgresFanout } from '../../server/realtime/postgres-fanout.ts';
import type { RealtimeMessage } from '../../server/realtime/publisher.ts';
import { anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { nextEvent, subscribed, withdrawn, within } from './support/realtime-client.ts';
import { bearer, signInAs } from './support/test-app.ts';
import { useTwoInstances } from './support/two-instances.ts';

const quietLog = { error: () => undefined, info: () => undefined };

describe('NOTIFY envelopes', () => {
  it('splits a message beyond the NOTIFY limit into pieces under it and puts them back together in any order', () => {
    const message: RealtimeMessage = { channels: ['private-x'], event: 'big', data: { text: 'ä€😀'.repeat(5000) } };
    const envelopes = encodeEnvelopes('origin', message);
    expect(envelopes.length).toBeGreaterThan(1);
    for (const envelope of envelopes) expect(Buffer.byteLength(JSON.stringify(envelope))).toBeLessThan(8000);
    const received: RealtimeMessage[] = [];
    const assemble = envelopeAssembler((m) => received.push(m));
    for (const envelope of [...envelopes].reverse()) assemble(envelope);
    expect(received).toEqual([message]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const instances = useTwoInstances();

  it('brings a change made through instance A to a socket on instance B', async () => {
    const {
      apps: [a, b],
      fixture,
    } = instances;
    const staffToken = await signInAs(b, fixture.staff.username, knownPassword);
    const echo = instances.echoOn(b, staffToken);
    const channel = echo.private(echoChannels.kindergartenStaff(fixture.kindergarten.id));
    await within(5000, 'the subscription on B', subscribed(channel));
    const event = nextEvent<AbsenceChangedEvent>(channel, '.absence.changed');

    const parentToken = await signInAs(a, fixture.parent.username, knownPassword);
    const reported = (await reportAbsence(a, parentToken, anAbsence(fixture.children.mia.id))).json().absence;
    expect((await within(5000, 'the event through NOTIFY', event)).changes.absences).toEqual([reported]);
  });

  it('withdraws a subscription on instance B, signed by instance A, when its token signs out through A', async () => {
    const {
      apps: [a, b],
      fixture,
    } = instances;
    const token = await signInAs(a, fixture.staff.username, knownPassword);
    const echo = instances.echoOn(b, token, a);
    const channel = echo.private(echoChannels.kindergartenStaff(fixture.kindergarten.id));
    await within(5000, 'the subscription on B, signed by A', subscribed(channel));
    const withdrawal = withdrawn(channel);
    expect((await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
    await within(5000, 'the withdrawal on B', withdrawal);
  });

  it('carries a message larger than the NOTIFY limit to the other instance whole', async () => {
    const hubs = [new ChannelHub(), new ChannelHub()];
    const fanouts = await Promise.all(
      hubs.map((hub) => startPostgresFanout(instances.database.databaseUrl!, hub, quietLog)),
    );
    try {
      const frames: string[] = [];
      hubs[1]!.subscribe('private-big', { socketId: '1.1', send: (frame) => frames.push(frame) });
      frames.length = 0; // the subscription confirmation
      const data = { text: 'Gänseblümchen '.repeat(3000) };
      await fanouts[0]!.publish({ channels: ['private-big'], event: 'big', data });
      await within(
        5000,
        'the reassembled message',
        (async () => {
          while (frames.length === 0) await new Promise((r) => setTimeout(r, 20));
        })(),
      );
      expect(JSON.parse(JSON.parse(frames[0]!).data)).toEqual(data);
    } finally {
      await Promise.all(fanouts.map((fanout) => fanout.close()));
    }
  });
});
