import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { Absence } from '#contract/absences';
import type { SyncResponse } from '#contract/sync';
import { absences } from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import type { Viewer } from '../../server/repositories/sync-visibility.ts';
import { pullChanges } from '../../server/sync/pull-changes.ts';
import { viewerOf } from '../../server/sync/viewer.ts';
import { addSecondFamily, dayFromToday } from './support/absence-helpers.ts';
import { useTestApp } from './support/test-app.ts';

type Command =
  | { kind: 'create'; child: 0 | 1 }
  | { kind: 'update'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'pull'; viewer: 0 | 1; limit: number; staleCursor: number | null };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), child: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('pull' as const),
    viewer: fc.constantFrom(0 as const, 1 as const),
    limit: fc.integer({ min: 1, max: 6 }),
    staleCursor: fc.option(fc.nat(), { nil: null }),
  }),
);

/** A client's copy of the absences table, applied page by page the way contract/sync.ts prescribes. */
class ClientReplica {
  rows = new Map<string, Absence>();
  cursors: (string | undefined)[] = [undefined];
  get cursor() {
    return this.cursors.at(-1);
  }
  apply(page: SyncResponse): void {
    const ids = [...(page.changes.absences ?? []).map((row) => row.id), ...(page.tombstones.absences ?? [])];
    expect(new Set(ids).size, 'an id twice in one page').toBe(ids.length);
    if (page.reset) this.rows.clear();
    for (const row of page.changes.absences ?? []) {
      const local = this.rows.get(row.id);
      if (!local || local.version <= row.version) this.rows.set(row.id, row);
    }
    for (const id of page.tombstones.absences ?? []) this.rows.delete(id);
    this.cursors.push(page.cursor);
  }
}

describe('sync converges under random writes and pulls (pglite)', () => {
  const t = useTestApp('pglite');

  it('leaves every client with exactly the rows it may see, whatever the page sizes and lost cursors', async () => {
    await addSecondFamily(t.database.db, t.fixture);
    const { sync, absences: repository } = createRepositories(t.database.db);
    const children = [t.fixture.children.mia.id, t.fixture.children.paul.id];
    const viewers: Viewer[] = [viewerOf(t.fixture.parent), viewerOf(t.fixture.staff)];

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const replicas = [new ClientReplica(), new ClientReplica()];
        const written: string[] = [];
        const pullOnce = async (index: 0 | 1, limit: number, cursor: string | undefined) => {
          const page = await pullChanges(sync, viewers[index]!, { cursor, limit });
          replicas[index]!.apply(page);
          return page;
        };
        for (const c of commands) {
          if (c.kind === 'create') {
            const id = uuidv7();
            await repository.insert({
              id,
              kindergartenId: t.fixture.kindergarten.id,
              reportedBy: t.fixture.staff.id,
              childId: children[c.child]!,
              from: dayFromToday(1),
              to: dayFromToday(2),
              reason: 'sick',
              note: '',
            });
            written.push(id);
          } else if (c.kind === 'update' && written.length > 0) {
            const id = written[c.pick % written.length]!;
            await t.database.db
              .update(absences)
              .set({ reason: `edit ${c.pick}` })
              .where(eq(absences.id, id));
          } else if (c.kind === 'delete' && written.length > 0) {
            await t.database.db
              .update(absences)
              .set({ deletedAt: new Date() })
              .where(eq(absences.id, written[c.pick % written.length]!));
          } else if (c.kind === 'pull') {
            const replica = replicas[c.viewer]!;
            // A lost write of the cursor: the client asks again from an older one.
            const cursor =
              c.staleCursor === null ? replica.cursor : replica.cursors[c.staleCursor % replica.cursors.length];
            await pullOnce(c.viewer, c.limit, cursor);
          }
        }
        for (const index of [0, 1] as const) {
          for (let page = 0; ; page++) {
            expect(page, 'pages needed to catch up').toBeLessThan(1000);
            if (!(await pullOnce(index, 4, replicas[index]!.cursor)).has_more) break;
          }
          const expected = await repository.listVisible(viewers[index]!, 100_000);
          const byId = (rows: Absence[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
          expect(byId([...replicas[index]!.rows.values()])).toEqual(byId(expected));
        }
      }),
      { numRuns: 25 },
    );
    // 25 runs of database writes and pulls: seconds on an idle machine, over 30 s on a busy one (two cores).
  }, 120_000);
});
