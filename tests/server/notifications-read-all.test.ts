import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema/index.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

describe.each(databaseTargets())('mark all notifications read: POST /api/notifications/read-all (%s)', (target) => {
  const t = useTestApp(target);

  async function notify(userId: string, createdAt: Date): Promise<string> {
    const id = uuidv7();
    await t.database.db
      .insert(notifications)
      .values({ id, userId, kind: 'news', title: 'Neu', body: 'Elternbrief', data: {}, createdAt });
    return id;
  }
  const readAt = async (id: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.readAt;

  it('marks the user’s notifications up to the cutoff, the cutoff’s own too, and nobody else’s; a replay changes nothing', async () => {
    const family = await createFixture(t.database.db);
    const token = await signInAs(t.app, family.parent.username, knownPassword);
    // Sub-millisecond precision in the database; the wire carries milliseconds.
    const cutoff = new Date('2031-03-01T10:00:00.123Z');
    const older = await notify(family.parent.id, new Date('2031-02-28T09:00:00Z'));
    const atCutoff = await notify(family.parent.id, cutoff);
    await t.database.db.execute(
      `update notifications set created_at = created_at + interval '456 microseconds' where id = '${atCutoff}'`,
    );
    const newer = await notify(family.parent.id, new Date('2031-03-01T10:00:01Z'));
    const someoneElse = await notify(family.staff.id, new Date('2031-02-28T09:00:00Z'));

    const markAll = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: { ...bearer(token), 'idempotency-key': uuidv7() },
        payload: { before: cutoff.toISOString() },
      });
    const first = await markAll();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ marked: 2 });
    expect(await readAt(older)).not.toBeNull();
    expect(await readAt(atCutoff)).not.toBeNull();
    expect(await readAt(newer)).toBeNull();
    expect(await readAt(someoneElse)).toBeNull();

    const firstReadAt = await readAt(older);
    expect((await markAll()).json()).toEqual({ marked: 0 });
    expect(await readAt(older)).toEqual(firstReadAt);
  });

  it('refuses a body without a cutoff', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { ...bearer(token), 'idempotency-key': uuidv7() },
      payload: {},
    });
    expect(response.statusCode).toBe(422);
  });
});
