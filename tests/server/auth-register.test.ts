import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inviteCodes, users } from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { bearer, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const strongPassword = 'Regen-Bogen-2026';
let counter = 0;
const newAddress = () => `neu-${Date.now()}-${counter++}@example.org`;

describe.each(databaseTargets())('registering with an invite code (%s)', (target) => {
  const t = useTestApp(target);
  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: {
        username: newAddress(),
        name: 'Lena Neumann',
        password: strongPassword,
        accept_terms_and_conditions: true,
        ...payload,
      },
    });
  const usesOf = async (id: string) =>
    (await t.database.db.select({ uses: inviteCodes.uses }).from(inviteCodes).where(eq(inviteCodes.id, id)))[0]!.uses;

  it('creates a parent who is guardian of the code’s children and signs them in', async () => {
    const username = newAddress();
    const response = await register({ username, code: t.fixture.codes.parentWithChildren.code });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', message: expect.any(String), token: expect.any(String) });
    const user = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) })).json();
    expect(user).toMatchObject({ username, role: 'parent', kindergarten: { id: t.fixture.kindergarten.id } });
    expect(user.children.map((c: { first_name: string }) => c.first_name)).toEqual(['Mia', 'Paul']);
    expect(user.children[1].group).toBeNull();
  });

  it('stores the name the new user gives, trimmed', async () => {
    const response = await register({ name: '  Ayşe Παπαδοπούλου ', code: t.fixture.codes.parentWithChildren.code });
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(response.json().token) })
    ).json();
    expect(user.name).toBe('Ayşe Παπαδοπούλου');
  });

  it('answers 422 on the name field for a missing, empty, blank or overlong name, without using the code', async () => {
    const before = await usesOf(t.fixture.codes.staff.id);
    for (const name of [undefined, '', '   ', 'x'.repeat(101)]) {
      const response = await register({ name, code: t.fixture.codes.staff.code });
      expect(response.statusCode, String(name)).toBe(422);
      expect(response.json().errors).toHaveProperty('name');
    }
    expect(await usesOf(t.fixture.codes.staff.id)).toBe(before);
  });

  it('gives the new user the role of the code', async () => {
    const response = await register({ code: t.fixture.codes.staff.code });
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(response.json().token) })
    ).json();
    expect(user).toMatchObject({ role: 'staff', children: [] });
  });

  it('counts each use of a code', async () => {
    const before = await usesOf(t.fixture.codes.staff.id);
    await register({ code: t.fixture.codes.staff.code });
    expect(await usesOf(t.fixture.codes.staff.id)).toBe(before + 1);
  });

  it('accepts the code in any letter case', async () => {
    const response = await register({ code: t.fixture.codes.parentWithChildren.code.toLowerCase() });
    expect(response.json().status).toBe('success');
  });

  it('stores the language the client sends as Accept-Language', async () => {
    const username = newAddress();
    await register({ username, code: t.fixture.codes.parentWithChildren.code }, { 'accept-language': 'el' });
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.username, username));
    expect(row!.language).toBe('el');
  });

  it('falls back to German for a language that is not one of the 12', async () => {
    const username = newAddress();
    await register(
      { username, code: t.fixture.codes.parentWithChildren.code },
      { 'accept-language': 'ja-JP,ja;q=0.9' },
    );
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.username, username));
    expect(row!.language).toBe('de');
  });

  it('answers failed with invalid_invite_code for an unknown code', async () => {
    const response = await register({ code: 'NO-SUCH-CODE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'failed', message: expect.any(String), code: 'invalid_invite_code' });
  });

  it('answers failed with invalid_invite_code for a revoked code', async () => {
    expect((await register({ code: t.fixture.codes.revoked.code })).json().code).toBe('invalid_invite_code');
  });

  it('answers failed with invite_code_expired for an expired code', async () => {
    expect((await register({ code: t.fixture.codes.expired.code })).json()).toMatchObject({
      status: 'failed',
      code: 'invite_code_expired',
    });
  });

  it('answers failed with invite_code_used_up once the uses are spent', async () => {
    const first = await register({ code: t.fixture.codes.singleUse.code });
    expect(first.json().status).toBe('success');
    const second = await register({ code: t.fixture.codes.singleUse.code });
    expect(second.json()).toMatchObject({ status: 'failed', code: 'invite_code_used_up' });
    expect(await usesOf(t.fixture.codes.singleUse.id)).toBe(1);
  });

  it('lets only as many racing registrations through as the code has uses', async () => {
    const { inviteCodes: codes } = createRepositories(t.database.db);
    const invite = await codes.create({
      code: `${t.fixture.tag}-RACE`,
      kindergartenId: t.fixture.kindergarten.id,
      role: 'parent',
      maxUses: 2,
      expiresAt: null,
      childIds: [],
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => register({ code: invite.code })));
    const statuses = results.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'success')).toHaveLength(2);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await usesOf(invite.id)).toBe(2);
  });

  it('answers failed with username_taken for an existing address, in any letter case, without using the code', async () => {
    const before = await usesOf(t.fixture.codes.staff.id);
    const response = await register({
      username: t.fixture.parent.username.toUpperCase(),
      code: t.fixture.codes.staff.code,
    });
    expect(response.json()).toMatchObject({ status: 'failed', code: 'username_taken' });
    expect(await usesOf(t.fixture.codes.staff.id)).toBe(before);
  });

  it('answers failed with terms_not_accepted when the terms are not accepted', async () => {
    const response = await register({
      code: t.fixture.codes.parentWithChildren.code,
      accept_terms_and_conditions: false,
    });
    expect(response.json()).toMatchObject({ status: 'failed', code: 'terms_not_accepted' });
  });

  it('answers failed with password_too_short and password_too_simple for weak passwords', async () => {
    const code = t.fixture.codes.parentWithChildren.code;
    expect((await register({ code, password: 'Ab1!' })).json()).toMatchObject({
      status: 'failed',
      code: 'password_too_short',
    });
    expect((await register({ code, password: 'aaaaaaaaaaaa' })).json()).toMatchObject({
      status: 'failed',
      code: 'password_too_simple',
    });
  });

  it('answers 422 when a field is missing or of the wrong type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: newAddress(), password: strongPassword, accept_terms_and_conditions: 'yes' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['accept_terms_and_conditions', 'code', 'name']);
  });
});
