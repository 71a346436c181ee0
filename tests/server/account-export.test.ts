import { describe, expect, it } from 'vitest';
import { accountExportSchema } from '#contract/account';
import { addParentTraces } from './support/account-helpers.ts';
import { addSecondFamily, anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('data export: GET /api/user/export (%s)', (target) => {
  const t = useTestApp(target);
  const exportOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(token) });

  it("holds the account, the user's children with their groups, their absences, posts, messages and notifications", async () => {
    const traces = await addParentTraces(t.database.db, t.fixture, 'eigene');
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    await reportAbsence(t.app, token, anAbsence(t.fixture.children.mia.id, { note: 'Husten' }));
    const pushToken = `fcm-export-${'y'.repeat(150)}-ABC123`;
    await t.app.inject({
      method: 'POST',
      url: '/api/fcm-token',
      headers: bearer(token),
      payload: { fcmToken: pushToken },
    });

    const response = await exportOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kita-data-\d{4}-\d\d-\d\d\.json"$/);
    const data = accountExportSchema.parse(response.json());
    expect(data.account).toMatchObject({
      id: t.fixture.parent.id,
      username: t.fixture.parent.username,
      name: 'Anna Berg',
      role: 'parent',
    });
    expect(data.kindergarten.id).toBe(t.fixture.kindergarten.id);
    expect(data.children).toEqual([
      expect.objectContaining({
        id: t.fixture.children.mia.id,
        first_name: 'Mia',
        group: { id: t.fixture.group.id, name: 'Igel' },
      }),
    ]);
    expect(data.absences).toEqual([
      expect.objectContaining({ child_id: t.fixture.children.mia.id, note: 'Husten', reported_by_me: true }),
    ]);
    expect(data.messages.map((m) => m.message)).toEqual([traces.message.message]);
    expect(data.blackboard_posts.map((p) => p.title)).toEqual([traces.post.title]);
    expect(data.notifications.map((n) => n.title)).toEqual([traces.notification.title]);
    expect(data.push_devices).toEqual([expect.objectContaining({ token_ending: 'ABC123' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    const text = response.body;
    for (const secret of [pushToken, 'password', 'scrypt$', token]) expect(text).not.toContain(secret);
  });

  it("never holds another family's or another kindergarten's data", async () => {
    // Another family in the same kindergarten, guardian of Paul, and a whole other kindergarten with its own traces.
    const neighbour = await addSecondFamily(t.database.db, t.fixture);
    const neighbourToken = await signInAs(t.app, neighbour.username, knownPassword);
    await reportAbsence(t.app, neighbourToken, anAbsence(t.fixture.children.paul.id, { note: 'Nachbarkind krank' }));
    const other = await createFixture(t.database.db);
    await addParentTraces(t.database.db, other, 'fremde');
    const otherToken = await signInAs(t.app, other.parent.username, knownPassword);
    await reportAbsence(t.app, otherToken, anAbsence(other.children.mia.id, { note: 'Fremdes Kind krank' }));

    const body = (await exportOf(await signInAs(t.app, t.fixture.parent.username, knownPassword))).body;
    for (const foreign of [
      neighbour.id,
      neighbour.username,
      'Nachbarkind',
      t.fixture.children.paul.id,
      other.kindergarten.id,
      other.kindergarten.name,
      other.parent.id,
      other.parent.username,
      other.children.mia.id,
      'fremde',
      'Fremdes Kind',
    ]) {
      expect(body, foreign).not.toContain(foreign);
    }
  });

  it('gives staff their own account without the children of the kindergarten', async () => {
    const data = accountExportSchema.parse(
      (await exportOf(await signInAs(t.app, t.fixture.staff.username, knownPassword))).json(),
    );
    expect(data.account.role).toBe('staff');
    expect(data.children).toEqual([]);
    expect(data.absences).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
  });
});
