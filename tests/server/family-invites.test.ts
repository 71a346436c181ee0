import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyInvites, guardians } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { addSecondFamily } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { createdInvite, inviteGuardian, registerWithCode } from './support/family-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const day = 86_400_000;

describe.each(databaseTargets())('family invites (%s)', (target) => {
  const t = useTestApp(target);
  const parentToken = () => signInAs(t.app, t.fixture.parent.username, knownPassword);
  const mia = () => t.fixture.children.mia.id;
  let n = 0;
  const address = () => `opa-${t.fixture.tag}-${++n}@loewenzahn.example`;
  const guardianshipsOf = (userId: string) =>
    t.database.db.select().from(guardians).where(eq(guardians.userId, userId));
  const pending = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/family-invites', headers: bearer(token) })).json<{
      invites: { id: string }[];
    }>().invites;

  it('makes a one-time code valid for 7 days, stores only its hash and lists the invite as pending', async () => {
    const token = await parentToken();
    const before = Date.now();
    const created = await createdInvite(t.app, token, { child_ids: [mia()], may_answer: false });
    expect(created.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(created.path).toBe(`/register?code=${created.code}`);
    expect(created.invite).toMatchObject({ child_ids: [mia()], relation: 'grandparent', may_answer: false });
    const expires = Date.parse(created.invite.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * day);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * day);
    const [stored] = await t.database.db.select().from(familyInvites).where(eq(familyInvites.id, created.invite.id));
    expect(JSON.stringify(stored)).not.toContain(created.code.replaceAll('-', ''));
    expect(JSON.stringify(stored)).not.toContain(created.code);
    expect((await pending(token)).map((invite) => invite.id)).toContain(created.invite.id);
  });

  it('refuses to invite to a child that is not the inviter’s', async () => {
    const response = await inviteGuardian(t.app, await parentToken(), { child_ids: [t.fixture.children.paul.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'family_child_not_yours' });
  });

  it('lets a new user register through the code once, as guardian on the invite’s terms', async () => {
    const { code } = await createdInvite(t.app, await parentToken(), {
      child_ids: [mia()],
      receives_letters: true,
      may_answer: false,
    });
    const registered = await registerWithCode(t.app, code.toLowerCase(), address());
    expect(registered).toMatchObject({ status: 'success', code: 'registered' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(registered.token!) });
    const userId = me.json<{ id: string }>().id;
    expect(await guardianshipsOf(userId)).toEqual([
      expect.objectContaining({ childId: mia(), relation: 'grandparent', receivesLetters: true, mayAnswer: false }),
    ]);
    expect(await registerWithCode(t.app, code, address())).toMatchObject({
      status: 'failed',
      code: 'invite_code_used_up',
    });
  });

  it('refuses a code after 7 days', async () => {
    const created = await createdInvite(t.app, await parentToken(), { child_ids: [mia()] });
    await t.database.db
      .update(familyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvites.id, created.invite.id));
    expect(await registerWithCode(t.app, created.code, address())).toMatchObject({ code: 'invite_code_expired' });
  });

  it('lets the inviter withdraw a pending invite, after which its code is unknown', async () => {
    const token = await parentToken();
    const created = await createdInvite(t.app, token, { child_ids: [mia()] });
    const withdraw = (who: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/family-invites/${created.invite.id}/withdraw`,
        headers: bearer(who),
      });
    const stranger = await addSecondFamily(t.database.db, t.fixture);
    expect((await withdraw(await signInAs(t.app, stranger.username, knownPassword))).statusCode).toBe(404);
    const withdrawn = await withdraw(token);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ invites: { id: string }[] }>().invites.map((i) => i.id)).not.toContain(created.invite.id);
    expect((await withdraw(token)).json()).toMatchObject({ code: 'family_invite_closed' });
    expect(await registerWithCode(t.app, created.code, address())).toMatchObject({ code: 'invalid_invite_code' });
  });

  it('lets a signed-in parent of the kindergarten redeem a code, and no one of another kindergarten', async () => {
    const created = await createdInvite(t.app, await parentToken(), { child_ids: [mia()], relation: 'parent' });
    const redeem = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/family-invites/redeem',
        headers: bearer(token),
        payload: { code: created.code },
      });
    const other = await createFixture(t.database.db);
    const foreign = await redeem(await signInAs(t.app, other.parent.username, knownPassword));
    expect(foreign.json()).toMatchObject({ status: 'failed', code: 'invalid_invite_code' });

    const { users } = createRepositories(t.database.db);
    const father = await users.create({
      kindergartenId: t.fixture.kindergarten.id,
      username: address(),
      passwordHash: await hashPassword(knownPassword),
      role: 'parent',
      language: 'de',
      name: 'Jan Berg',
    });
    const redeemed = await redeem(await signInAs(t.app, father.username, knownPassword));
    expect(redeemed.json()).toMatchObject({ status: 'success', child_ids: [mia()] });
    expect(await guardianshipsOf(father.id)).toEqual([expect.objectContaining({ childId: mia(), relation: 'parent' })]);
    expect((await redeem(await signInAs(t.app, father.username, knownPassword))).json()).toMatchObject({
      code: 'invite_code_used_up',
    });
  });
});
