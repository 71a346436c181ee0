import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema/index.ts';
import { addParentTraces } from './support/account-helpers.ts';
import { createPost, png } from './support/blackboard-helpers.ts';
import { anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { storedBytes } from './support/stored-bytes.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('delete my account: DELETE /api/user (%s)', (target) => {
  const t = useTestApp(target);
  const deleteAccount = (token: string, payload: unknown) =>
    t.app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token), payload: payload as object });
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

  it('keeps everything when the password is wrong or missing', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const wrong = await deleteAccount(token, { password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('password');
    expect((await deleteAccount(token, {})).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('removes personal data and what the user wrote, ends every session and keeps the absence history anonymously', async () => {
    const family = await createFixture(t.database.db);
    const traces = await addParentTraces(t.database.db, family, 'weg');
    const token = await signInAs(t.app, family.parent.username, knownPassword);
    const otherDevice = await signInAs(t.app, family.parent.username, knownPassword);
    const absence = (await reportAbsence(t.app, token, anAbsence(family.children.mia.id, { note: 'Zahnarzt' }))).json()
      .absence;
    await t.app.inject({
      method: 'POST',
      url: '/api/fcm-token',
      headers: bearer(token),
      payload: { fcmToken: `fcm-delete-${'z'.repeat(150)}` },
    });
    const [picture] = (
      await createPost(t.app, token, family.kindergarten.id, {}, [{ name: 'garten.png', data: png(900, 600) }])
    ).json().files;

    const response = await deleteAccount(token, { password: knownPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', code: 'account_deleted' });

    for (const session of [token, otherDevice]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) })).statusCode).toBe(401);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: family.parent.username, password: knownPassword },
    });
    expect(login.json().status).toBe('failed');

    const user = (await one(t.database.db.select().from(s.users).where(eq(s.users.id, family.parent.id))))!;
    expect(user).toMatchObject({ name: '', phone: '', deletedAt: expect.any(Date) });
    expect(user.username).not.toContain(family.parent.username);
    expect(await t.database.db.select().from(s.fcmTokens).where(eq(s.fcmTokens.userId, family.parent.id))).toEqual([]);
    expect(
      await t.database.db.select().from(s.notifications).where(eq(s.notifications.userId, family.parent.id)),
    ).toEqual([]);
    expect(
      await one(t.database.db.select().from(s.messages).where(eq(s.messages.id, traces.message.id))),
    ).toMatchObject({ message: '', deletedAt: expect.any(Date) });
    expect(
      await one(t.database.db.select().from(s.blackboardPosts).where(eq(s.blackboardPosts.id, traces.post.id))),
    ).toMatchObject({ title: '', deletedAt: expect.any(Date) });
    expect(
      await one(t.database.db.select().from(s.comments).where(eq(s.comments.id, traces.comment.id))),
    ).toMatchObject({ deletedAt: expect.any(Date) });
    // A posted picture and its thumbnail lose their bytes.
    for (const id of [picture.id, picture.thumbnail_id]) {
      const file = (await one(
        t.database.db.select({ deletedAt: s.files.deletedAt }).from(s.files).where(eq(s.files.id, id)),
      ))!;
      expect({ bytes: (await storedBytes(t.database.db, id)).length, deleted: file.deletedAt !== null }).toEqual({
        bytes: 0,
        deleted: true,
      });
    }
    const guardianships = await t.database.db
      .select()
      .from(s.guardians)
      .where(eq(s.guardians.userId, family.parent.id));
    expect(guardianships.every((row) => row.deletedAt !== null)).toBe(true);

    // Staff keep the child's absence history; it no longer names who reported it.
    const kept = (await one(t.database.db.select().from(s.absences).where(eq(s.absences.id, absence.id))))!;
    expect(kept).toMatchObject({ deletedAt: null, reason: 'Zahnarzt', childId: family.children.mia.id });
  });

  it('frees the e-mail address for a new registration', async () => {
    const family = await createFixture(t.database.db);
    const token = await signInAs(t.app, family.parent.username, knownPassword);
    await deleteAccount(token, { password: knownPassword });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: family.parent.username,
        name: 'Anna Berg',
        password: 'Neu-Anfang-2031',
        code: family.codes.parentWithChildren.code,
        accept_terms_and_conditions: true,
      },
    });
    expect(again.json().status).toBe('success');
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: knownPassword } })).statusCode,
    ).toBe(401);
  });
});
