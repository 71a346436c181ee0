import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fcmTokens, users } from '../../server/db/schema/index.ts';
import { createFixture, knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

let counter = 0;
const newKey = () => `0190d2c0-0000-7000-9000-${String(counter++).padStart(12, '0')}`;
const aToken = (name: string) => `fcm-${name}-${Math.random().toString(36).slice(2)}:APA91b${'x'.repeat(140)}`;

describe.each(databaseTargets())(
  'push settings: POST /api/change-push-notification and /api/fcm-token (%s)',
  (target) => {
    const t = useTestApp(target);
    const post = (token: string, url: string, payload: unknown, key?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
        payload: payload as object,
      });
    const switchPush = (token: string, on: boolean, key?: string) =>
      post(token, '/api/change-push-notification', { push_notification: on }, key);
    const saveToken = (token: string, fcmToken: string, key?: string) =>
      post(token, '/api/fcm-token', { fcmToken }, key);
    const dropToken = (token: string | null, fcmToken: unknown) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/fcm-token',
        headers: token ? bearer(token) : {},
        payload: { fcmToken } as object,
      });
    const tokenRows = (fcmToken: string) => t.database.db.select().from(fcmTokens).where(eq(fcmTokens.token, fcmToken));
    const tokensOfUser = (userId: string) => t.database.db.select().from(fcmTokens).where(eq(fcmTokens.userId, userId));
    const pushFlag = async (userId: string) =>
      (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.pushNotification;

    it('stores the choice and GET /api/user reports it from the column', async () => {
      const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
      const on = await switchPush(token, true);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({
        status: 'success',
        message: expect.any(String),
        code: 'push_updated',
        push_notification: true,
      });
      expect(await pushFlag(t.fixture.parent.id)).toBe(true);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().push_notification,
      ).toBe(true);

      expect((await switchPush(token, false)).json().push_notification).toBe(false);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().push_notification,
      ).toBe(false);
    });

    it('answers 422 with field errors for a missing or non-boolean choice and a missing, empty or oversized token', async () => {
      const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
      for (const payload of [{}, { push_notification: 'yes' }, { push_notification: null }]) {
        const response = await post(token, '/api/change-push-notification', payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toHaveProperty('push_notification');
      }
      for (const payload of [
        {},
        { fcmToken: '' },
        { fcmToken: '   ' },
        { fcmToken: 'x'.repeat(4097) },
        { fcmToken: 42 },
      ]) {
        const response = await post(token, '/api/fcm-token', payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toHaveProperty('fcmToken');
      }
      expect((await saveToken(token, 'x'.repeat(4096))).statusCode).toBe(200);
    });

    it('needs a signed-in user', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/fcm-token', payload: { fcmToken: aToken('anon') } }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/change-push-notification',
            payload: { push_notification: true },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('stores a token once however often the browser sends it, and keeps several browsers of one user', async () => {
      const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
      const phone = aToken('phone');
      const laptop = aToken('laptop');
      expect((await saveToken(token, phone)).json()).toEqual({
        status: 'success',
        message: expect.any(String),
        code: 'fcm_token_saved',
      });
      await saveToken(token, phone);
      await saveToken(token, laptop);
      expect((await tokenRows(phone)).map((row) => row.userId)).toEqual([t.fixture.staff.id]);
      expect((await tokensOfUser(t.fixture.staff.id)).map((row) => row.token).sort()).toEqual([phone, laptop].sort());
    });

    it('moves a token to the user who signed in on that browser last', async () => {
      const family = await createFixture(t.database.db);
      const shared = aToken('shared-tablet');
      await saveToken(await signInAs(t.app, t.fixture.parent.username, knownPassword), shared);
      await saveToken(await signInAs(t.app, family.parent.username, knownPassword), shared);
      const rows = await tokenRows(shared);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.userId).toBe(family.parent.id);
    });

    it('forgets every token of a user who switches push off', async () => {
      const family = await createFixture(t.database.db);
      const token = await signInAs(t.app, family.parent.username, knownPassword);
      const other = await signInAs(t.app, family.staff.username, knownPassword);
      await switchPush(token, true);
      await saveToken(token, aToken('a'));
      await saveToken(token, aToken('b'));
      const staffToken = aToken('staff');
      await saveToken(other, staffToken);
      await switchPush(token, false);
      expect(await tokensOfUser(family.parent.id)).toEqual([]);
      expect(await tokenRows(staffToken)).toHaveLength(1);
    });

    it('replays the first answer to a repeated Idempotency-Key without writing again', async () => {
      const family = await createFixture(t.database.db);
      const token = await signInAs(t.app, family.parent.username, knownPassword);
      const key = newKey();
      const first = await switchPush(token, true, key);
      await switchPush(token, false); // a later, different change
      const repeat = await switchPush(token, true, key);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.json()).toEqual(first.json());
      expect(await pushFlag(family.parent.id)).toBe(false);

      const tokenKey = newKey();
      const fcmToken = aToken('replayed');
      await saveToken(token, fcmToken, tokenKey);
      const replayed = await saveToken(token, fcmToken, tokenKey);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(await tokenRows(fcmToken)).toHaveLength(1);
    });

    it("forgets the token of the browser that signs out and keeps the user's other browsers", async () => {
      const family = await createFixture(t.database.db);
      const token = await signInAs(t.app, family.parent.username, knownPassword);
      const tablet = aToken('tablet');
      const phone = aToken('phone');
      await saveToken(token, tablet);
      await saveToken(token, phone);
      const dropped = await dropToken(token, tablet);
      expect(dropped.statusCode).toBe(200);
      expect(dropped.json()).toEqual({ status: 'success', message: expect.any(String), code: 'fcm_token_deleted' });
      expect((await tokensOfUser(family.parent.id)).map((row) => row.token)).toEqual([phone]);
      // Again, or a token the server never saw: nothing left to do, still a success (a sign-out must not stumble).
      expect((await dropToken(token, tablet)).statusCode).toBe(200);
      expect((await dropToken(token, aToken('unknown'))).statusCode).toBe(200);
    });

    it('leaves a token alone that moved to the user who signed in on that browser later', async () => {
      const family = await createFixture(t.database.db);
      const shared = aToken('shared');
      const before = await signInAs(t.app, t.fixture.parent.username, knownPassword);
      await saveToken(before, shared);
      await saveToken(await signInAs(t.app, family.parent.username, knownPassword), shared);
      expect((await dropToken(before, shared)).statusCode).toBe(200);
      expect((await tokenRows(shared)).map((row) => row.userId)).toEqual([family.parent.id]);
    });

    it('deletes a token only for a signed-in user and with a valid token in the body', async () => {
      const token = await signInAs(t.app, t.fixture.staff.username, knownPassword);
      const kept = aToken('kept');
      await saveToken(token, kept);
      expect((await dropToken(null, kept)).statusCode).toBe(401);
      for (const fcmToken of ['', '   ', 'x'.repeat(4097), 42]) {
        const response = await dropToken(token, fcmToken);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toHaveProperty('fcmToken');
      }
      expect(await tokenRows(kept)).toHaveLength(1);
    });
  },
);
