import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { SyncResponse } from '#contract/sync';
import { buildApp } from '../../../server/app.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import { events, news } from '../../../server/db/schema/index.ts';
import { createRepositories } from '../../../server/repositories/repositories.ts';
import { demoPassword } from '../../../server/seed/demo-accounts.ts';
import { seedDemo } from '../../../server/seed/seed-demo.ts';
import { dayFromToday } from '../support/absence-helpers.ts';
import { multipart, png } from '../support/blackboard-helpers.ts';
import { pullAll } from '../support/sync-helpers.ts';
import { bearer, signInAs, testEnv } from '../support/test-app.ts';
import { openTestDatabase, type DatabaseTarget, type TestDatabase } from '../support/test-database.ts';
import type { Caller, Identity, Upload, World } from './route-expectations.ts';

/** The demo accounts behind the identities of the matrix (revoked: a token of `parent` that signed out). */
export const usernames: Record<Exclude<Identity, 'anonymous' | 'revoked' | 'foreignAdmin'>, string> = {
  parent: 'eltern@sonnenblume.example',
  otherParent: 'familie.yilmaz@sonnenblume.example',
  foreignParent: 'eltern@regenbogen.example',
  foreignStaff: 'team@regenbogen.example',
  staff: 'erzieherin@sonnenblume.example',
  admin: 'leitung@sonnenblume.example',
};
export const throwawayPassword = 'Throwaway-Pass-1';

export type Member = { token: string; caller: NonNullable<Caller>; username: string };

export type SeededWorld = {
  app: FastifyInstance;
  opened: TestDatabase;
  /** Every route the app registered, as 'METHOD /url' (HEAD copies of GET left out). */
  routes: string[];
  members: Record<Exclude<Identity, 'anonymous' | 'revoked'>, Member>;
  revokedToken: string;
  world: World;
  /** Ids of Kita Regenbogen (all its staff sees) and of Kita Sonnenblume, and what only the other family sees. */
  ids: { regenbogen: Set<string>; sonnenblume: Set<string>; otherFamilyOnly: Set<string> };
  call: (options: InjectOptions & { token?: string | null }) => Promise<LightMyRequestResponse>;
  /** A multipart body as a browser's FormData would send it. */
  form: (
    fields: Record<string, string>,
    files?: Upload[],
  ) => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** A new account of that role in Kita Sonnenblume (or the kindergarten given), signed in. */
  throwaway: (role: 'parent' | 'staff' | 'admin', kindergartenId?: string) => Promise<Member>;
};

function idsIn(pages: SyncResponse[]): Set<string> {
  const ids = new Set<string>();
  for (const page of pages) {
    for (const rows of Object.values(page.changes)) for (const row of rows ?? []) ids.add((row as { id: string }).id);
  }
  return ids;
}

/**
 * One app per file on the seeded demo database (Kita Sonnenblume and Kita Regenbogen, server/seed), with the identities
 * of the matrix signed in and resources of Kita Sonnenblume made through the API as `parent`.
 */
export function useSeededWorld(target: DatabaseTarget): SeededWorld {
  const context = {} as SeededWorld;
  beforeAll(async () => {
    const opened = await openTestDatabase(target);
    await seedDemo(opened.database.db);
    const routes: string[] = [];
    const app = await buildApp({
      env: testEnv(opened.dataDir),
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
      onRoute: (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
      },
    });
    await app.ready();
    const call: SeededWorld['call'] = ({ token, headers, ...options }) =>
      app.inject({ ...options, headers: { ...(token ? bearer(token) : {}), ...headers } });

    const signIn = async (username: string, password = demoPassword): Promise<Member> => {
      const token = await signInAs(app, username, password);
      const me = (await call({ method: 'GET', url: '/api/user', token })).json<{
        id: string;
        role: 'parent' | 'staff' | 'admin';
        kindergarten: { id: string };
      }>();
      return { token, username, caller: { id: me.id, role: me.role, kindergartenId: me.kindergarten.id } };
    };
    const entries = await Promise.all(
      Object.entries(usernames).map(async ([key, username]) => [key, await signIn(username)] as const),
    );
    const members = Object.fromEntries(entries) as SeededWorld['members'];
    const throwaway = async (
      role: 'parent' | 'staff' | 'admin',
      kindergartenId = members.parent.caller.kindergartenId,
    ) => {
      const username = `wegwerf-${role}-${Math.random().toString(36).slice(2, 8)}@example.org`;
      await createRepositories(opened.database.db).users.create({
        kindergartenId,
        username,
        passwordHash: await hashPassword(throwawayPassword),
        role,
        language: 'de',
        name: 'Wegwerf',
      });
      return signIn(username, throwawayPassword);
    };
    // Kita Regenbogen has no admin in the demo data: one of its own, to call admin routes on Sonnenblume's rows.
    members.foreignAdmin = await throwaway('admin', members.foreignParent.caller.kindergartenId);
    const revoked = await signIn(usernames.parent);
    await call({ method: 'POST', url: '/api/logout', token: revoked.token });

    const parent = members.parent;
    const kindergartenId = parent.caller.kindergartenId;
    const me = (await call({ method: 'GET', url: '/api/user', token: parent.token })).json<{
      children: { id: string }[];
    }>();
    const image = png(4, 3);
    const form = async (fields: Record<string, string>, files: Upload[] = []) => {
      const body = await multipart(
        fields,
        files.map((f) => ({ field: f.field, name: f.name, data: f.data, type: f.type })),
      );
      return { payload: body.payload, headers: body.headers };
    };
    const post = async () => {
      const body = await form(
        { kindergarten_id: kindergartenId, title: 'Kinderwagen abzugeben', description: 'Gut erhalten' },
        [{ field: 'images[]', name: 'wagen.png', data: image, type: 'image/png' }],
      );
      const response = await call({ method: 'POST', url: '/api/blackboard', token: parent.token, ...body });
      if (response.statusCode !== 200) throw new Error(`post: ${response.statusCode} ${response.body}`);
      const json = response.json<{ post: { id: string }; images: { id: string; file_id: string }[] }>();
      return { id: json.post.id, imageId: json.images[0]!.id, fileId: json.images[0]!.file_id };
    };
    const comment = async () => {
      const postId = (await post()).id;
      const response = await call({
        method: 'POST',
        url: `/api/blackboard/${postId}/comment`,
        token: parent.token,
        payload: { comment: 'Noch da?' },
      });
      if (response.statusCode !== 200) throw new Error(`comment: ${response.statusCode} ${response.body}`);
      return { postId, id: response.json<{ comment: { id: string } }>().comment.id };
    };
    const childId = me.children[0]!.id;
    // A child is reported absent once per day: every fresh absence gets a day of its own.
    let absenceDay = 200;
    const absence = async () => {
      const day = dayFromToday(absenceDay++);
      const payload = { child_id: childId, from: day, to: day, reason: 'sick', note: 'Husten' };
      const response = await call({ method: 'POST', url: '/api/report-absence', token: parent.token, payload });
      if (response.statusCode !== 200) throw new Error(`absence: ${response.statusCode} ${response.body}`);
      return response.json<{ absence: { id: string } }>().absence.id;
    };
    const hour = 3_600_000;
    const publication = {
      kindergartenId,
      authorId: members.staff.caller.id,
      body: 'Bitte geben Sie uns Bescheid.',
      groupIds: [],
      requiresConfirmation: true,
      requiresSignature: false,
      deadline: new Date(Date.now() + 48 * hour),
      questions: [],
      publishedAt: new Date(Date.now() - hour),
    };
    const newsId = uuidv7();
    await opened.database.db.insert(news).values({ ...publication, id: newsId, title: 'Sommerfest' });
    const eventId = uuidv7();
    const startsAt = new Date(Date.now() + 72 * hour);
    await opened.database.db.insert(events).values({
      ...publication,
      id: eventId,
      title: 'Ausflug',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * hour),
      location: 'Wald',
    });

    // Admin and staff resources, made through the API by Sonnenblume's admin and staff.
    const as = async <T>(
      token: string,
      method: 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload: object | undefined,
      what: string,
    ): Promise<T> => {
      const response = await call({ method, url, token, payload });
      if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    const admin = members.admin.token;
    let counter = 0;
    const unique = () => `${Date.now().toString(36)}-${++counter}`;
    const group = async () =>
      (
        await as<{ group: { id: string } }>(
          admin,
          'POST',
          '/api/admin/groups',
          { name: `Wegwerf ${unique()}` },
          'group',
        )
      ).group.id;
    const child = async () =>
      (
        await as<{ child: { id: string } }>(
          admin,
          'POST',
          '/api/admin/children',
          { first_name: 'Wegwerf', last_name: unique(), group_id: null },
          'child',
        )
      ).child.id;
    const guardedChild = async () => {
      const id = await child();
      await as(
        admin,
        'POST',
        `/api/admin/children/${id}/guardians`,
        { user_id: parent.caller.id, relation: 'Mutter' },
        'guardian',
      );
      return { id, userId: parent.caller.id };
    };
    const inviteCode = async () =>
      (
        await as<{ code: { id: string } }>(
          admin,
          'POST',
          '/api/admin/invite-codes',
          { role: 'parent', child_ids: [childId] },
          'invite code',
        )
      ).code.id;
    const familyInvite = async () =>
      (
        await as<{ invite: { id: string } }>(
          parent.token,
          'POST',
          '/api/family-invites',
          { child_ids: [childId], relation: 'grandparent', receives_letters: true, may_answer: true },
          'family invite',
        )
      ).invite.id;
    const room = async () =>
      (await as<{ room: { id: string } }>(admin, 'POST', '/api/admin/rooms', { name: `Raum ${unique()}` }, 'room')).room
        .id;
    const roomWithMember = async () => {
      const id = await room();
      await as(admin, 'POST', `/api/admin/rooms/${id}/members`, { user_id: parent.caller.id }, 'room member');
      return { id, userId: parent.caller.id };
    };
    const staffAccount = async () => (await throwaway('staff')).caller.id;
    const draft = async (kind: 'news' | 'event') => {
      const startsAt = new Date(Date.now() + 96 * hour).toISOString();
      const payload =
        kind === 'news' ? { title: `Entwurf ${unique()}` } : { title: `Entwurf ${unique()}`, starts_at: startsAt };
      return (
        await as<Record<string, { id: string }>>(
          members.staff.token,
          'POST',
          `/api/staff/${kind}`,
          payload,
          `${kind} draft`,
        )
      )[kind]!.id;
    };
    const published = async (kind: 'news' | 'event') => {
      const id = await draft(kind);
      await as(members.staff.token, 'POST', `/api/staff/${kind}/${id}/publish`, {}, `${kind} publish`);
      return id;
    };
    let menuOffset = 40;
    const menuDay = async () => {
      const date = dayFromToday(menuOffset++);
      await as(members.staff.token, 'POST', `/api/staff/menu/days/${date}`, { lunch: 'Nudeln' }, 'menu day');
      return date;
    };
    const rollCall = async () => {
      const [id, entryId] = [uuidv7(), uuidv7()];
      const entries = [{ id: entryId, child_id: childId, reported_absent: false }];
      const payload = { id, group_id: null, label: 'Waldtag', day: dayFromToday(0), note: '', entries };
      await as(members.staff.token, 'POST', '/api/staff/roll-calls', payload, 'roll call');
      return { id, entryId };
    };
    const groupId = await group();
    const inviteCodeId = await inviteCode();
    const chatRoom = await roomWithMember();
    await as(
      admin,
      'POST',
      `/api/admin/rooms/${chatRoom.id}/members`,
      { user_id: members.staff.caller.id },
      'room member',
    );
    // The admin who created it is its first member; leaving makes it the room of a parent and staff only, so the
    // matrix shows that an admin outside a room is refused like anyone else.
    await as(
      admin,
      'DELETE',
      `/api/admin/rooms/${chatRoom.id}/members/${members.admin.caller.id}`,
      undefined,
      'room member left',
    );
    const chatStaffId = await staffAccount();
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

    const world: World = {
      kindergartenId,
      parentUserId: parent.caller.id,
      childId,
      newsId,
      eventId,
      fileId: (await post()).fileId,
      post,
      comment,
      absence,
      day: dayFromToday,
      png: image,
      groupId,
      inviteCodeId,
      chatRoomId: chatRoom.id,
      chatStaffId,
      group,
      child,
      guardedChild,
      inviteCode,
      familyInvite,
      room,
      roomWithMember,
      staffAccount,
      draft,
      published,
      menuDay,
      pdf,
      rollCall,
    };

    const regenbogen = idsIn((await pullAll(app, members.foreignStaff.token)).pages);
    const sonnenblume = idsIn((await pullAll(app, members.staff.token)).pages);
    const parentSees = idsIn((await pullAll(app, parent.token)).pages);
    const otherFamilyOnly = new Set(
      [...idsIn((await pullAll(app, members.otherParent.token)).pages)].filter((id) => !parentSees.has(id)),
    );

    Object.assign(context, {
      app,
      opened,
      routes,
      members,
      revokedToken: revoked.token,
      world,
      ids: { regenbogen, sonnenblume, otherFamilyOnly },
      call,
      form,
      throwaway,
    });
  }, 120_000);
  afterAll(async () => {
    await context.app?.close();
    await context.opened?.dispose();
  });
  return context;
}
