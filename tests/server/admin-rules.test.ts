import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema/index.ts';
import { addAdmin } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { idsOf, pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('admin rules (%s)', (target) => {
  const t = useTestApp(target);
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const register = (code: string, username: string, password = 'Neue-Familie-2031') =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, name: 'Neue Person', password, code, accept_terms_and_conditions: true },
    });

  const childIdsFor = async (token: string) => idsOf((await pullAll(t.app, token)).pages, 'children');

  it('never demotes or removes the last admin, but does once another admin exists', async () => {
    const first = await addAdmin(t.database.db, t.fixture);
    const token = await signInAs(t.app, first.username, knownPassword);
    // Other admins from earlier fixtures' tests do not count: only this kindergarten's.
    const demote = await call(token, 'PATCH', `/api/admin/staff/${first.id}`, { role: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ status: 'failed', code: 'last_admin' });
    expect((await call(token, 'DELETE', `/api/admin/staff/${first.id}`)).json().code).toBe('last_admin');

    const promote = await call(token, 'PATCH', `/api/admin/staff/${t.fixture.staff.id}`, {
      role: 'admin',
      job_title: 'Stellvertretung',
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().person).toMatchObject({
      role: 'admin',
      job_title: 'Stellvertretung',
      username: t.fixture.staff.username,
    });
    expect((await call(token, 'PATCH', `/api/admin/staff/${first.id}`, { role: 'staff' })).statusCode).toBe(200);
    // Now the former staff member is the only admin left.
    const second = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    expect((await call(second, 'DELETE', `/api/admin/staff/${t.fixture.staff.id}`)).json().code).toBe('last_admin');
    const removed = await call(second, 'DELETE', `/api/admin/staff/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    expect(
      (await call(second, 'PATCH', `/api/admin/staff/${t.fixture.parent.id}`, { role: 'staff' })).json().code,
    ).toBe('wrong_role');
  });

  it('creates a family code whose registration makes the parent guardian of its children; a revoked code fails', async () => {
    const admin = await addAdmin(t.database.db, t.fixture);
    const token = await signInAs(t.app, admin.username, knownPassword);
    const group = (await call(token, 'POST', '/api/admin/groups', { name: 'Marienkäfer' })).json().group;
    const child = (
      await call(token, 'POST', '/api/admin/children', {
        first_name: 'Emil',
        last_name: 'Stern',
        birth_date: '2021-02-03',
        group_id: group.id,
      })
    ).json().child;
    expect(child).toMatchObject({ first_name: 'Emil', group_id: group.id, birth_date: '2021-02-03' });
    const created = await call(token, 'POST', '/api/admin/invite-codes', {
      role: 'parent',
      child_ids: [child.id],
      max_uses: 2,
      valid_days: 14,
    });
    expect(created.statusCode).toBe(200);
    const code = created.json().code;
    expect(code).toMatchObject({ role: 'parent', max_uses: 2, uses: 0, revoked_at: null, child_ids: [child.id] });
    expect(code.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(Date.parse(code.expires_at) - Date.now()).toBeGreaterThan(13 * 86_400_000);

    const registered = await register(code.code.toLowerCase(), `stern-${t.fixture.tag}@example.org`);
    expect(registered.json(), registered.body).toMatchObject({ status: 'success' });
    expect(await childIdsFor(registered.json().token)).toEqual([child.id]);

    const listed = (await call(token, 'GET', '/api/admin/invite-codes'))
      .json()
      .codes.find((c: { id: string }) => c.id === code.id);
    expect(listed.uses).toBe(1);
    const revoked = await call(token, 'POST', `/api/admin/invite-codes/${code.id}/revoke`);
    expect(revoked.json().code.revoked_at).not.toBeNull();
    expect((await call(token, 'POST', `/api/admin/invite-codes/${code.id}/revoke`)).json().code).toBe(
      'code_already_revoked',
    );
    const refused = await register(code.code, `stern2-${t.fixture.tag}@example.org`);
    expect(refused.json()).toMatchObject({ status: 'failed', code: 'invalid_invite_code' });

    expect(
      (await call(token, 'POST', '/api/admin/invite-codes', { role: 'staff', child_ids: [child.id] })).statusCode,
    ).toBe(422);
    expect((await call(token, 'POST', '/api/admin/invite-codes', { role: 'parent', max_uses: 0 })).statusCode).toBe(
      422,
    );
  });

  it('refuses to delete a group with children, links and unlinks guardians, and the parent sync follows', async () => {
    const admin = await addAdmin(t.database.db, t.fixture);
    const token = await signInAs(t.app, admin.username, knownPassword);
    expect((await call(token, 'DELETE', `/api/admin/groups/${t.fixture.group.id}`)).json().code).toBe(
      'group_not_empty',
    );
    expect((await call(token, 'POST', '/api/admin/groups', { name: '  ' })).statusCode).toBe(422);

    const parent = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const paul = t.fixture.children.paul.id;
    const linked = await call(token, 'POST', `/api/admin/children/${paul}/guardians`, {
      user_id: t.fixture.parent.id,
      relation: 'Mutter',
    });
    expect(linked.json().guardian).toMatchObject({
      child_id: paul,
      user_id: t.fixture.parent.id,
      relation: 'Mutter',
      deleted_at: null,
    });
    expect(await childIdsFor(parent)).toContain(paul);
    expect(
      (await call(token, 'DELETE', `/api/admin/children/${paul}/guardians/${t.fixture.parent.id}`)).statusCode,
    ).toBe(200);
    expect(await childIdsFor(parent)).not.toContain(paul);
    // Linking again brings the ended guardianship back.
    expect(
      (await call(token, 'POST', `/api/admin/children/${paul}/guardians`, { user_id: t.fixture.parent.id })).json()
        .guardian.deleted_at,
    ).toBeNull();
    expect(
      (await call(token, 'POST', `/api/admin/children/${paul}/guardians`, { user_id: t.fixture.staff.id })).json().code,
    ).toBe('wrong_role');
  });

  it('saves contact details, legal texts and the parent chat rule, which reach parents through the sync', async () => {
    const admin = await addAdmin(t.database.db, t.fixture);
    const token = await signInAs(t.app, admin.username, knownPassword);
    const saved = await call(token, 'PATCH', '/api/admin/kindergarten', {
      phone: '030 555',
      email: 'info@loewenzahn.example',
      imprint: 'Träger: Verein',
      allow_parent_chat: true,
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(token, 'PATCH', '/api/admin/kindergarten', { email: 'kein-mail' })).statusCode).toBe(422);
    const parent = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const [kindergarten] = (await pullAll(t.app, parent)).pages.flatMap((page) => page.changes.kindergartens ?? []);
    expect(kindergarten).toMatchObject({
      phone: '030 555',
      email: 'info@loewenzahn.example',
      imprint: 'Träger: Verein',
      allow_parent_chat: true,
    });
  });

  it('anonymises a removed staff account: its address can register again with a new staff code', async () => {
    const admin = await addAdmin(t.database.db, t.fixture);
    const token = await signInAs(t.app, admin.username, knownPassword);
    const staffCode = async () =>
      (await call(token, 'POST', '/api/admin/invite-codes', { role: 'staff', max_uses: 1 })).json().code.code as string;
    const address = `Kim.Berg-${t.fixture.tag}@Example.org`;
    const first = await register(await staffCode(), address, 'Alte-Stelle-2030');
    expect(first.json(), first.body).toMatchObject({ status: 'success' });
    const byAddress = () =>
      t.database.db
        .select()
        .from(s.users)
        .where(and(sql`lower(${s.users.username}) = ${address.toLowerCase()}`, isNull(s.users.deletedAt)));
    const [kim] = await byAddress();
    await t.database.db
      .update(s.users)
      .set({ name: 'Kim Berg', phone: '0170 1234', jobTitle: 'Erzieherin', contactPublic: true })
      .where(eq(s.users.id, kim!.id));
    await t.database.db
      .insert(s.fcmTokens)
      .values({ id: crypto.randomUUID(), userId: kim!.id, token: `fcm-${t.fixture.tag}` });

    expect((await call(token, 'DELETE', `/api/admin/staff/${kim!.id}`)).statusCode).toBe(200);
    const [removed] = await t.database.db.select().from(s.users).where(eq(s.users.id, kim!.id));
    expect(removed).toMatchObject({
      username: `removed-${kim!.id}@removed.invalid`,
      passwordHash: '',
      phone: '',
      jobTitle: '',
      contactPublic: false,
      name: 'Kim Berg',
    });
    expect(removed!.deletedAt).not.toBeNull();
    expect(await t.database.db.select().from(s.fcmTokens).where(eq(s.fcmTokens.userId, kim!.id))).toEqual([]);
    const live = await t.database.db
      .select()
      .from(s.tokens)
      .where(and(eq(s.tokens.userId, kim!.id), isNull(s.tokens.revokedAt)));
    expect(live).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(first.json().token) })).statusCode,
    ).toBe(401);
    const oldSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: address, password: 'Alte-Stelle-2030' },
    });
    expect(oldSignIn.json()).toMatchObject({ status: 'failed', code: 'invalid_credentials' });

    const again = await register(await staffCode(), address, 'Neue-Stelle-2031');
    expect(again.json(), again.body).toMatchObject({ status: 'success' });
    const [back] = await byAddress();
    expect(back!.id).not.toBe(kim!.id);
    expect(back!.role).toBe('staff');
    expect((await signInAs(t.app, address, 'Neue-Stelle-2031')).length).toBeGreaterThan(0);
    const people = (await call(token, 'GET', '/api/admin/people')).json().people as { id: string; username: string }[];
    expect(people.filter((p) => p.username.toLowerCase() === address.toLowerCase()).map((p) => p.id)).toEqual([
      back!.id,
    ]);
    expect(people.some((p) => p.id === kim!.id)).toBe(false);
  });

  it('refuses to delete a group while a chat room belongs to it; once the room has no group, the group goes', async () => {
    const admin = await addAdmin(t.database.db, t.fixture);
    const token = await signInAs(t.app, admin.username, knownPassword);
    const group = (await call(token, 'POST', '/api/admin/groups', { name: 'Igel' })).json().group;
    const room = (await call(token, 'POST', '/api/admin/rooms', { name: 'Igel-Eltern', group_id: group.id })).json()
      .room;
    expect(room.group_id).toBe(group.id);
    // Its creator is its first member, so the room reaches the admin's devices (rooms are for members only).
    expect(idsOf((await pullAll(t.app, token)).pages, 'rooms')).toContain(room.id);
    const refused = await call(token, 'DELETE', `/api/admin/groups/${group.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'failed', code: 'group_has_rooms' });
    expect(
      (await call(token, 'PATCH', `/api/admin/rooms/${room.id}`, { name: 'Igel-Eltern', group_id: null })).json().room
        .group_id,
    ).toBeNull();
    expect((await call(token, 'DELETE', `/api/admin/groups/${group.id}`)).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(s.rooms).where(eq(s.rooms.id, room.id));
    expect(kept!.deletedAt).toBeNull();

    // A deleted room no longer holds its group back.
    const other = (await call(token, 'POST', '/api/admin/groups', { name: 'Dachse' })).json().group;
    const gone = (await call(token, 'POST', '/api/admin/rooms', { name: 'Dachse-Eltern', group_id: other.id })).json()
      .room;
    expect((await call(token, 'DELETE', `/api/admin/rooms/${gone.id}`)).statusCode).toBe(200);
    expect((await call(token, 'DELETE', `/api/admin/groups/${other.id}`)).statusCode).toBe(200);
  });
});
