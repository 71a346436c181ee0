import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollCall, RollCallEntry } from '#contract/roll-calls';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { dayFromToday } from './support/absence-helpers.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { idsOf, pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, startListeningApp } from './support/test-app.ts';
import { databaseTargets, type TestDatabase } from './support/test-database.ts';

describe.each(databaseTargets())('roll calls (%s)', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  let elsewhere: Fixture;
  const tokens = {} as { staff: string; colleague: string; parent: string; foreignStaff: string };
  const post = (token: string, url: string, payload: unknown, key = uuidv7()) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: payload as object,
    });
  const outing = (overrides: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    group_id: null,
    label: 'Waldtag',
    day: dayFromToday(0),
    note: '',
    entries: [
      { id: uuidv7(), child_id: fixture.children.mia.id, reported_absent: false },
      { id: uuidv7(), child_id: fixture.children.paul.id, reported_absent: true },
    ],
    ...overrides,
  });
  const synced = async (token: string) => {
    const { pages } = await pullAll(app, token);
    const rows = <T>(table: 'roll_calls' | 'roll_call_entries') =>
      pages.flatMap((page) => (page.changes[table] ?? []) as T[]);
    return { rollCalls: rows<RollCall>('roll_calls'), entries: rows<RollCallEntry>('roll_call_entries'), pages };
  };

  beforeAll(async () => {
    ({ database, app, fixture } = await startListeningApp(target));
    elsewhere = await createFixture(database.database.db);
    const colleague = await createRepositories(database.database.db).users.create({
      kindergartenId: fixture.kindergarten.id,
      username: `kollegin-${fixture.tag}@loewenzahn.example`,
      passwordHash: fixture.staff.passwordHash,
      role: 'staff',
      language: 'de',
    });
    tokens.staff = await signInAs(app, fixture.staff.username, knownPassword);
    tokens.colleague = await signInAs(app, colleague.username, knownPassword);
    tokens.parent = await signInAs(app, fixture.parent.username, knownPassword);
    tokens.foreignStaff = await signInAs(app, elsewhere.staff.username, knownPassword);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('starts an outing with its children, and a repeated start answers the same roll call once', async () => {
    const body = outing();
    const first = await post(tokens.staff, '/api/staff/roll-calls', body);
    expect(first.statusCode).toBe(200);
    expect(first.json().roll_call).toMatchObject({ id: body.id, label: 'Waldtag', closed_at: null });
    expect(first.json().changes.roll_call_entries).toHaveLength(2);

    // The answer was lost: the outbox sends it again under a new key after an edit, or another device replays it.
    const again = await post(tokens.staff, '/api/staff/roll-calls', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().roll_call.version).toBe(first.json().roll_call.version);
    const { rollCalls, entries } = await synced(tokens.colleague);
    expect(rollCalls.filter((row) => row.id === body.id)).toHaveLength(1);
    expect(entries.filter((row) => row.roll_call_id === body.id)).toHaveLength(2);
    expect(entries.find((row) => row.child_id === fixture.children.paul.id)?.reported_absent).toBe(true);
  });

  it('keeps ticks of different children from two staff devices, a note per child and one for the roll call, and closes', async () => {
    const body = outing();
    await post(tokens.staff, '/api/staff/roll-calls', body);
    const [mia, paul] = body.entries;
    const a = await post(tokens.staff, `/api/staff/roll-call-entries/${mia!.id}`, { present: true, note: '' });
    const b = await post(tokens.colleague, `/api/staff/roll-call-entries/${paul!.id}`, {
      present: true,
      note: 'kam doch, nachmittags abgeholt',
    });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const note = await post(tokens.colleague, `/api/staff/roll-calls/${body.id}`, { note: 'Bus 9:10' });
    expect(note.json().roll_call.note).toBe('Bus 9:10');

    const closed = await post(tokens.staff, `/api/staff/roll-calls/${body.id}/close`, {});
    expect(closed.statusCode).toBe(200);
    const closedAt = closed.json().roll_call.closed_at as string;
    expect(closedAt).not.toBeNull();
    // Closing again (a replay) keeps the first closing time.
    const again = await post(tokens.staff, `/api/staff/roll-calls/${body.id}/close`, {});
    expect(again.json().roll_call.closed_at).toBe(closedAt);

    const { rollCalls, entries } = await synced(tokens.staff);
    expect(rollCalls.find((row) => row.id === body.id)).toMatchObject({ note: 'Bus 9:10', closed_at: closedAt });
    const mine = entries.filter((row) => row.roll_call_id === body.id);
    expect(mine.map((row) => [row.child_id, row.present, row.note]).sort()).toEqual(
      [
        [fixture.children.mia.id, true, ''],
        [fixture.children.paul.id, true, 'kam doch, nachmittags abgeholt'],
      ].sort(),
    );

    // Unticking is a tick like any other; a tick reaching a closed roll call is kept.
    const untick = await post(tokens.colleague, `/api/staff/roll-call-entries/${mia!.id}`, {
      present: false,
      note: '',
    });
    expect(untick.json().roll_call_entry).toMatchObject({ present: false, note: '' });
  });

  it('is for the kindergarten’s staff only: parents and another kindergarten neither receive nor write it', async () => {
    const body = outing();
    await post(tokens.staff, '/api/staff/roll-calls', body);
    for (const token of [tokens.parent, tokens.foreignStaff]) {
      const { pages } = await synced(token);
      expect(idsOf(pages, 'roll_calls')).not.toContain(body.id);
      expect(idsOf(pages, 'roll_call_entries')).not.toContain(body.entries[0]!.id);
    }
    const tick = { present: true, note: '' };
    expect((await post(tokens.parent, `/api/staff/roll-call-entries/${body.entries[0]!.id}`, tick)).statusCode).toBe(
      403,
    );
    expect((await post(tokens.parent, '/api/staff/roll-calls', outing())).statusCode).toBe(403);
    expect(
      (await post(tokens.foreignStaff, `/api/staff/roll-call-entries/${body.entries[0]!.id}`, tick)).statusCode,
    ).toBe(404);
    expect((await post(tokens.foreignStaff, `/api/staff/roll-calls/${body.id}/close`, {})).statusCode).toBe(404);
    // The same id from another kindergarten is not its roll call.
    const taken = await post(tokens.foreignStaff, '/api/staff/roll-calls', { ...outing(), id: body.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('roll_call_id_taken');
    const { rollCalls } = await synced(tokens.staff);
    expect(rollCalls.find((row) => row.id === body.id)?.closed_at).toBeNull();
  });

  it('refuses a day other than today, and children of another kindergarten, saying why', async () => {
    const late = await post(tokens.staff, '/api/staff/roll-calls', outing({ day: dayFromToday(-8) }));
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'roll_call_day_out_of_range', errors: { day: [expect.any(String)] } });
    const sentLate = await post(tokens.staff, '/api/staff/roll-calls', outing({ day: dayFromToday(-2) }));
    expect(sentLate.statusCode).toBe(200);

    const stranger = [{ id: uuidv7(), child_id: elsewhere.children.mia.id, reported_absent: false }];
    const foreign = await post(tokens.staff, '/api/staff/roll-calls', outing({ entries: stranger }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('roll_call_child_unknown');
    const foreignGroup = await post(tokens.staff, '/api/staff/roll-calls', outing({ group_id: elsewhere.group.id }));
    expect(foreignGroup.json().code).toBe('roll_call_child_unknown');
  });
});
