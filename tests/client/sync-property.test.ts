import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { drainOutbox } from '../../src/sync/outbox-drain.ts';
import { pullChanges } from '../../src/sync/pull-changes.ts';
import { anAbsence, reportAbsence } from '../server/support/absence-helpers.ts';
import { createFixture, knownPassword } from '../server/support/fixture.ts';
import { bearer, signInAs } from '../server/support/test-app.ts';
import { absencesOnServer, aReportedAbsence } from './support/engine-absences.ts';
import { pointClientAt, realServerPerFile, signInOnDevice } from './support/engine-server.ts';
import { flakyProxyPerFile } from './support/flaky-proxy.ts';
import { freshDatabasePerTest, openFreshDatabase } from './support/fresh-database.ts';
import { queueAbsence } from './support/rows.ts';

freshDatabasePerTest();
const server = realServerPerFile();
const proxy = flakyProxyPerFile(server);

type Step =
  | { do: 'report'; note: string }
  | { do: 'update'; pick: number; note: string }
  | { do: 'server-report'; note: string }
  | { do: 'server-update'; pick: number; note: string }
  | { do: 'pull' }
  | { do: 'drain' }
  | { do: 'lose-next-response' }
  | { do: 'fail-next-with-500' };

const note = fc.string({ minLength: 1, maxLength: 12 }).map((text) => text.trim() || 'x');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant('report' as const), note }),
  fc.record({ do: fc.constant('update' as const), pick: fc.nat(), note }),
  fc.record({ do: fc.constant('server-report' as const), note }),
  fc.record({ do: fc.constant('server-update' as const), pick: fc.nat(), note }),
  fc.constant({ do: 'pull' as const }),
  fc.constant({ do: 'drain' as const }),
  fc.constant({ do: 'lose-next-response' as const }),
  fc.constant({ do: 'fail-next-with-500' as const }),
);

let hoursAhead = 0;
const pastAnyBackoff = () => Date.now() + ++hoursAhead * 60 * 60_000;

/** One device of a new family, one staff member changing things on the server, the wire in between misbehaving. */
async function play(steps: Step[]): Promise<void> {
  await openFreshDatabase();
  proxy.clearPlan();
  const fixture = await createFixture(server.database.database.db);
  const { token, user } = await signInOnDevice(server.app, fixture.parent.username);
  const staffToken = await signInAs(server.app, fixture.staff.username, knownPassword);
  const mine = new Map<string, ReturnType<typeof aReportedAbsence>>();
  const theirs: { id: string; child_id: string; from: string; to: string }[] = [];

  for (const next of steps) {
    if (next.do === 'report') {
      const row = aReportedAbsence(user, fixture.children.mia.id, { note: next.note });
      mine.set(row.id, row);
      await queueAbsence(row);
    } else if (next.do === 'update' && mine.size) {
      const row = { ...[...mine.values()][next.pick % mine.size]!, note: next.note };
      mine.set(row.id, row);
      await queueAbsence(row, `/api/absence-history/${row.id}`);
    } else if (next.do === 'server-report') {
      theirs.push(
        (await reportAbsence(server.app, staffToken, anAbsence(fixture.children.mia.id, { note: next.note }))).json()
          .absence,
      );
    } else if (next.do === 'server-update' && theirs.length) {
      const { id, child_id, from, to } = theirs[next.pick % theirs.length]!;
      const payload = { child_id, from, to, reason: 'other', note: next.note };
      await server.app.inject({
        method: 'POST',
        url: `/api/absence-history/${id}`,
        headers: bearer(staffToken),
        payload,
      });
    } else if (next.do === 'pull') await pullChanges(user.id, token);
    else if (next.do === 'drain') await drainOutbox(user.id, pastAnyBackoff);
    else if (next.do === 'lose-next-response') proxy.plan(['lose-response']);
    else if (next.do === 'fail-next-with-500') proxy.plan(['error-500']);
  }

  // The connection settles: every queued write goes out, then one pull.
  proxy.clearPlan();
  for (let round = 0; round < 10 && (await db.outbox.count()) > 0; round++) await drainOutbox(user.id, pastAnyBackoff);
  expect(await pullChanges(user.id, token)).toBe('done');

  const onServer = await absencesOnServer(server.app, token);
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(await db.outbox.count()).toBe(0);
  // No duplicates and nothing lost: exactly one server absence per write stream, each with its last note.
  expect(onServer.map((absence) => absence.id).sort()).toEqual(
    [...mine.keys(), ...theirs.map((absence) => absence.id)].sort(),
  );
  for (const row of mine.values()) expect(onServer.find((absence) => absence.id === row.id)?.note).toBe(row.note);
  // Converged: the device shows exactly the server's rows.
  expect((await db.absences.toArray()).sort(byId)).toEqual(onServer.sort(byId));
}

describe('sync convergence (property)', () => {
  it('converges to the server state with no duplicates and no lost writes, whatever the interleaving', async () => {
    pointClientAt(proxy.url);
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), play), {
      numRuns: 15,
      endOnFailure: true,
    });
  }, 120_000);
});
