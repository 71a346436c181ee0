import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema/index.ts';
import { addAdmin } from './support/blackboard-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp, type TestContext } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

type Call = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  ownResource: boolean;
};

/** Every admin call, against fresh rows of the fixture's kindergarten (so each run of a call has its own target). */
async function calls(t: TestContext): Promise<Call[]> {
  const { db } = t.database;
  const k = t.fixture.kindergarten.id;
  const group = { id: uuidv7(), kindergartenId: k, name: `Frösche ${uuidv7()}` };
  await db.insert(s.groups).values(group);
  const child = { id: uuidv7(), kindergartenId: k, firstName: 'Lea', lastName: 'Sommer' };
  await db.insert(s.children).values(child);
  const room = { id: uuidv7(), kindergartenId: k, kind: 'group' as const, name: 'Igel-Eltern' };
  await db.insert(s.rooms).values(room);
  await db.insert(s.roomMembers).values({ id: uuidv7(), roomId: room.id, userId: t.fixture.parent.id });
  await db.insert(s.guardians).values({ id: uuidv7(), childId: child.id, userId: t.fixture.parent.id });
  const staff = await addAdmin(db, t.fixture);
  await db.update(s.users).set({ role: 'staff' }).where(eq(s.users.id, staff.id));
  const code = t.fixture.codes.staff;
  return [
    { name: 'create group', method: 'POST', url: '/api/admin/groups', payload: { name: 'Bären' }, ownResource: false },
    {
      name: 'rename group',
      method: 'PATCH',
      url: `/api/admin/groups/${group.id}`,
      payload: { name: 'Füchse' },
      ownResource: true,
    },
    { name: 'delete group', method: 'DELETE', url: `/api/admin/groups/${group.id}`, ownResource: true },
    {
      name: 'add child',
      method: 'POST',
      url: '/api/admin/children',
      payload: { first_name: 'Ben', last_name: 'Kurz', group_id: null },
      ownResource: false,
    },
    {
      name: 'edit child',
      method: 'PATCH',
      url: `/api/admin/children/${child.id}`,
      payload: { birth_date: '2021-05-04' },
      ownResource: true,
    },
    {
      name: 'link guardian',
      method: 'POST',
      url: `/api/admin/children/${t.fixture.children.paul.id}/guardians`,
      payload: { user_id: t.fixture.parent.id },
      ownResource: true,
    },
    {
      name: 'unlink guardian',
      method: 'DELETE',
      url: `/api/admin/children/${child.id}/guardians/${t.fixture.parent.id}`,
      ownResource: true,
    },
    { name: 'remove child', method: 'DELETE', url: `/api/admin/children/${child.id}`, ownResource: true },
    { name: 'list invite codes', method: 'GET', url: '/api/admin/invite-codes', ownResource: false },
    { name: 'show invite code', method: 'GET', url: `/api/admin/invite-codes/${code.id}`, ownResource: true },
    {
      name: 'create invite code',
      method: 'POST',
      url: '/api/admin/invite-codes',
      payload: { role: 'parent', child_ids: [t.fixture.children.mia.id] },
      ownResource: false,
    },
    { name: 'revoke invite code', method: 'POST', url: `/api/admin/invite-codes/${code.id}/revoke`, ownResource: true },
    { name: 'list people', method: 'GET', url: '/api/admin/people', ownResource: false },
    {
      name: 'edit staff',
      method: 'PATCH',
      url: `/api/admin/staff/${staff.id}`,
      payload: { job_title: 'Erzieherin', contact_public: true },
      ownResource: true,
    },
    { name: 'remove staff', method: 'DELETE', url: `/api/admin/staff/${staff.id}`, ownResource: true },
    {
      name: 'edit kindergarten',
      method: 'PATCH',
      url: '/api/admin/kindergarten',
      payload: { phone: '030 123', imprint: 'Impressum', allow_parent_chat: true },
      ownResource: false,
    },
    { name: 'create room', method: 'POST', url: '/api/admin/rooms', payload: { name: 'Team' }, ownResource: false },
    {
      name: 'rename room',
      method: 'PATCH',
      url: `/api/admin/rooms/${room.id}`,
      payload: { name: 'Igel' },
      ownResource: true,
    },
    {
      name: 'add room member',
      method: 'POST',
      url: `/api/admin/rooms/${room.id}/members`,
      payload: { user_id: t.fixture.staff.id },
      ownResource: true,
    },
    {
      name: 'remove room member',
      method: 'DELETE',
      url: `/api/admin/rooms/${room.id}/members/${t.fixture.parent.id}`,
      ownResource: true,
    },
    { name: 'delete room', method: 'DELETE', url: `/api/admin/rooms/${room.id}`, ownResource: true },
  ];
}

describe.each(databaseTargets())('admin calls: who may make them (%s)', (target) => {
  const t = useTestApp(target);
  const send = (call: Call, token?: string) =>
    t.app.inject({
      method: call.method,
      url: call.url,
      headers: token ? bearer(token) : {},
      ...(call.payload ? { payload: call.payload } : {}),
    });

  it('answers 401 without a token, 403 admin_only to parents and staff, and does nothing for them', async () => {
    const parent = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const staff = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    for (const call of await calls(t)) {
      expect((await send(call)).statusCode, `${call.name} anonymous`).toBe(401);
      for (const [role, token] of [
        ['parent', parent],
        ['staff', staff],
      ] as const) {
        const response = await send(call, token);
        expect(response.statusCode, `${call.name} as ${role}`).toBe(403);
        expect(response.json(), `${call.name} as ${role}`).toMatchObject({ status: 'failed', code: 'admin_only' });
      }
    }
    const [kindergarten] = await t.database.db
      .select()
      .from(s.kindergartens)
      .where(eq(s.kindergartens.id, t.fixture.kindergarten.id));
    expect(kindergarten!.imprint).toBe('');
  });

  it("lets an admin make every call, and answers another kindergarten's admin 404 for its rows", async () => {
    const other = await createFixture(t.database.db);
    const otherAdmin = await addAdmin(t.database.db, other);
    const foreign = await signInAs(t.app, otherAdmin.username, knownPassword);
    const admin = await addAdmin(t.database.db, t.fixture);
    const token = await signInAs(t.app, admin.username, knownPassword);
    for (const call of await calls(t)) {
      if (call.ownResource)
        expect((await send(call, foreign)).statusCode, `${call.name} by another kindergarten`).toBe(404);
      const response = await send(call, token);
      expect(response.statusCode, `${call.name}: ${response.body}`).toBe(200);
      expect(response.json().status).toBe('success');
    }
  });
});
