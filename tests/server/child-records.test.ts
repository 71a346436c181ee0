import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { idsOf, pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const oma = { name: 'Oma Ilse', relation: 'Oma', phone: '0171 1234567', may_pick_up: true };
const neighbour = { name: 'Herr Vogel', relation: 'Nachbar', phone: '030 9876543', may_pick_up: false };

describe.each(databaseTargets())('child records (%s)', (target) => {
  const t = useTestApp(target);
  const setup = async () => {
    const db = t.database.db;
    const other = await addSecondFamily(db, t.fixture);
    const admin = await createRepositories(db).users.create({
      kindergartenId: t.fixture.kindergarten.id,
      username: `leitung-${t.fixture.tag}@loewenzahn.example`,
      passwordHash: await hashPassword(knownPassword),
      role: 'admin',
      language: 'de',
      name: 'Frau Leitung',
    });
    const foreign = await createFixture(db);
    const sign = (username: string) => signInAs(t.app, username, knownPassword);
    return {
      tokens: {
        parent: await sign(t.fixture.parent.username),
        other: await sign(other.username),
        staff: await sign(t.fixture.staff.username),
        admin: await sign(admin.username),
        foreignStaff: await sign(foreign.staff.username),
      },
      adminName: admin.name,
    };
  };
  let world: Awaited<ReturnType<typeof setup>>;
  const mia = () => t.fixture.children.mia.id;
  const paul = () => t.fixture.children.paul.id;
  const put = (childId: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/child-records/${childId}`, headers: bearer(token), payload });
  const history = (childId: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/child-records/${childId}/history`, headers: bearer(token) });

  it("lets a guardian write their child's record, which answers the row keyed by the child", async () => {
    world = await setup();
    const response = await put(mia(), world.tokens.parent, {
      allergens: ['nuts', 'milk'],
      dietary_needs: ' kein Schweinefleisch ',
      pickup_persons: [oma, neighbour],
      emergency_contacts: [{ name: 'Papa', relation: 'Vater', phone: '+49 170 5556677' }],
    });
    expect(response.statusCode).toBe(200);
    const record = response.json().record;
    expect(record).toMatchObject({
      id: mia(),
      kindergarten_id: t.fixture.kindergarten.id,
      allergens: ['milk', 'nuts'],
      dietary_needs: 'kein Schweinefleisch',
      medical_notes: '',
      pickup_persons: [oma, neighbour],
      updated_by: t.fixture.parent.id,
    });
    expect(record.version).toBeGreaterThan(0);
  });

  it('refuses garbage with the field named and keeps the record as it was', async () => {
    const response = await put(mia(), world.tokens.parent, {
      allergens: ['nuts'],
      pickup_persons: [{ ...oma, phone: 'ruf Oma an' }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('pickup_persons.0.phone');
    const { pages } = await pullAll(t.app, world.tokens.parent);
    const rows = pages.flatMap((page) => page.changes.child_records ?? []);
    expect(rows.find((row) => row.id === mia())?.pickup_persons).toEqual([oma, neighbour]);
  });

  it('lets the admin write any child of the kindergarten; staff only read', async () => {
    expect((await put(paul(), world.tokens.admin, { allergens: ['fish'] })).statusCode).toBe(200);
    const refused = await put(mia(), world.tokens.staff, { allergens: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('child_record_read_only');
  });

  it('answers 404 to another family and to another kindergarten, for writes and for the history', async () => {
    expect((await put(mia(), world.tokens.other, { allergens: [] })).statusCode).toBe(404);
    expect((await put(mia(), world.tokens.foreignStaff, { allergens: [] })).statusCode).toBe(404);
    expect((await history(mia(), world.tokens.other)).statusCode).toBe(404);
    expect((await history(mia(), world.tokens.foreignStaff)).statusCode).toBe(404);
  });

  it("syncs a record to the child's guardians and its kindergarten's staff, and to nobody else", async () => {
    const seen = async (token: string) => idsOf((await pullAll(t.app, token)).pages, 'child_records');
    expect(await seen(world.tokens.parent)).toEqual([mia()]);
    expect(await seen(world.tokens.other)).toEqual([paul()]);
    expect((await seen(world.tokens.staff)).sort()).toEqual([mia(), paul()].sort());
    expect(await seen(world.tokens.foreignStaff)).toEqual([]);
  });

  it('keeps every change in the history, both of two writes that crossed, newest first with who and what', async () => {
    const before = (await history(mia(), world.tokens.staff)).json().changes.length;
    await put(mia(), world.tokens.parent, { allergens: ['nuts', 'milk', 'eggs'], pickup_persons: [oma, neighbour] });
    await put(mia(), world.tokens.admin, { allergens: ['nuts'], pickup_persons: [oma] });
    const changes = (await history(mia(), world.tokens.parent)).json().changes;
    expect(changes).toHaveLength(before + 2);
    expect(changes[0]).toMatchObject({
      changed_by: { name: world.adminName },
      fields: ['allergens', 'pickup_persons'],
      record: { allergens: ['nuts'] },
    });
    expect(changes[1]).toMatchObject({
      changed_by: { id: t.fixture.parent.id },
      fields: ['allergens', 'dietary_needs', 'emergency_contacts'],
      record: { allergens: ['eggs', 'milk', 'nuts'] },
    });
  });

  it('writes no history entry for a write that changes nothing', async () => {
    const same = { allergens: ['nuts'], pickup_persons: [oma] };
    await put(mia(), world.tokens.parent, same);
    const count = (await history(mia(), world.tokens.parent)).json().changes.length;
    expect((await put(mia(), world.tokens.parent, same)).statusCode).toBe(200);
    expect((await history(mia(), world.tokens.parent)).json().changes).toHaveLength(count);
  });
});
