import { describe, expect, it } from 'vitest';
import type { SyncResponse } from '#contract/sync';
import { expectedStatus, identities, routeExpectations, type Identity } from './authz/route-expectations.ts';
import { throwawayPassword, useSeededWorld, type Member } from './authz/seeded-world.ts';
import { pullAll } from './support/sync-helpers.ts';
import { databaseTargets } from './support/test-database.ts';

/**
 * Every route the app registers × every identity → the status its table entry says
 * (tests/server/authz/route-expectations.ts), and no answer carries an id of another kindergarten or of what only
 * another family sees. Sync pages, realtime channels and file URLs are checked on their own below.
 */
describe.each(databaseTargets())('the authorization matrix (%s)', (target) => {
  const t = useSeededWorld(target);

  it('has an entry for every route the server registers, and none for a route it does not', () => {
    const missing = t.routes.filter((route) => !(route in routeExpectations));
    expect(
      missing,
      `routes without an entry in tests/server/authz/route-expectations.ts:\n${missing.join('\n')}`,
    ).toEqual([]);
    const stale = Object.keys(routeExpectations).filter((route) => !t.routes.includes(route));
    expect(stale, 'entries for routes the server no longer has').toEqual([]);
  });

  const isForeign = (who: Identity) => who === 'foreignParent' || who === 'foreignStaff' || who === 'foreignAdmin';

  /** The ids `who` must never see in any answer. */
  function forbiddenIds(who: Identity): Set<string> {
    if (isForeign(who)) return t.ids.sonnenblume;
    if (who === 'parent') return new Set([...t.ids.regenbogen, ...t.ids.otherFamilyOnly]);
    return t.ids.regenbogen;
  }

  async function tokenFor(
    who: Identity,
    session: 'fresh-token' | 'throwaway-user' | undefined,
  ): Promise<{ token: string | null; member: Member | null }> {
    if (who === 'anonymous') return { token: null, member: null };
    if (who === 'revoked') return { token: t.revokedToken, member: null };
    const member = t.members[who];
    if (session === 'throwaway-user') {
      const role = member.caller.role;
      const fresh = await t.throwaway(role, member.caller.kindergartenId);
      return { token: fresh.token, member: fresh };
    }
    if (session === 'fresh-token') {
      const password = member.username.startsWith('wegwerf-') ? throwawayPassword : 'kita-demo-2026';
      const response = await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.username, password },
      });
      return { token: response.json<{ token: string }>().token, member };
    }
    return { token: member.token, member };
  }

  it(
    'answers every route × identity as the table says, with no other kindergarten or family in the answer',
    { timeout: 300_000 },
    async () => {
      const mismatches: string[] = [];
      const leaks: string[] = [];
      let checked = 0;
      for (const route of t.routes) {
        const expectation = routeExpectations[route];
        if (!expectation) continue;
        const [method, pattern] = route.split(' ') as [string, string];
        for (const who of identities) {
          const { token, member } = await tokenFor(who, expectation.session);
          const caller = member?.caller ?? null;
          const params = (await expectation.params?.(t.world, caller)) ?? {};
          const url =
            pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `missing-${name}`) +
            (expectation.query ? `?${expectation.query}` : '');
          const formBody = expectation.form
            ? await (async () => {
                const { fields, files } = expectation.form!(t.world, caller);
                return t.form(fields, files);
              })()
            : undefined;
          const response = await t.call({
            method: method as 'GET',
            url,
            token,
            ...(formBody ?? (expectation.body ? { payload: expectation.body(t.world, caller) as object } : {})),
          });
          checked++;
          const expected = expectedStatus(expectation, who);
          if (response.statusCode !== expected)
            mismatches.push(
              `${route} as ${who}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 160)}`,
            );
          if (response.statusCode >= 500) mismatches.push(`${route} as ${who}: server error`);
          const body = response.rawPayload.toString('latin1');
          for (const id of forbiddenIds(who)) {
            if (body.includes(id)) leaks.push(`${route} as ${who} shows ${id}`);
          }
          // The full name: the bare word may be a project's ("Regenbogen-Projekt" in a Sonnenblume event).
          const otherKindergarten = isForeign(who) ? 'Kita Sonnenblume' : 'Kita Regenbogen';
          if (who !== 'anonymous' && who !== 'revoked' && body.includes(otherKindergarten))
            leaks.push(`${route} as ${who} names ${otherKindergarten}`);
        }
      }
      console.info(
        `authorization matrix: ${t.routes.length} routes × ${identities.length} identities = ${checked} calls`,
      );
      expect(mismatches).toEqual([]);
      expect(leaks).toEqual([]);
    },
  );

  it('gives no identity a sync row of another kindergarten, nor another family’s private rows', async () => {
    for (const who of [
      'parent',
      'otherParent',
      'foreignParent',
      'foreignStaff',
      'foreignAdmin',
      'staff',
      'admin',
    ] as const) {
      const member = t.members[who];
      const { pages } = await pullAll(t.app, member.token, { limit: 50 });
      const forbidden = forbiddenIds(who);
      for (const page of pages) {
        for (const [table, rows] of Object.entries(page.changes) as [
          keyof SyncResponse['changes'],
          { id: string; kindergarten_id?: string }[],
        ][]) {
          for (const row of rows ?? []) {
            if (row.kindergarten_id !== undefined)
              expect(row.kindergarten_id, `${who}: ${table} ${row.id}`).toBe(member.caller.kindergartenId);
            expect(forbidden.has(row.id), `${who}: ${table} ${row.id}`).toBe(false);
          }
        }
      }
    }
  });

  it('gives roll calls to the kindergarten’s staff and admins only, never to a parent', async () => {
    for (const who of ['parent', 'otherParent', 'foreignParent', 'staff', 'admin', 'foreignStaff'] as const) {
      const { pages } = await pullAll(t.app, t.members[who].token, { limit: 50 });
      const rows = pages.flatMap((page) => [
        ...(page.changes.roll_calls ?? []),
        ...(page.changes.roll_call_entries ?? []),
      ]);
      if (who.endsWith('arent')) expect(rows, who).toEqual([]);
      else expect(rows.length, who).toBeGreaterThan(0);
    }
  });

  it('gives a parent their own reads only, and staff the reads of their kindergarten’s news but nobody’s post reads', async () => {
    const post = await t.world.post();
    const read = async (who: 'parent' | 'staff', kind: 'news' | 'post', itemId: string) => {
      const body = { id: crypto.randomUUID(), item_kind: kind, item_id: itemId, read_at: new Date().toISOString() };
      const response = await t.call({ method: 'POST', url: '/api/reads', token: t.members[who].token, payload: body });
      expect(response.statusCode, `${who} reads ${kind}`).toBe(200);
      return (response.json() as { read: { id: string } }).read.id;
    };
    const parentNews = await read('parent', 'news', t.world.newsId);
    const parentPost = await read('parent', 'post', post.id);
    const staffPost = await read('staff', 'post', post.id);
    const seen = async (who: Identity) => {
      const { pages } = await pullAll(t.app, t.members[who as Exclude<Identity, 'anonymous' | 'revoked'>].token);
      return new Set(pages.flatMap((page) => (page.changes.item_reads ?? []).map((row) => row.id)));
    };
    const parent = await seen('parent');
    expect([parent.has(parentNews), parent.has(parentPost), parent.has(staffPost)]).toEqual([true, true, false]);
    const other = await seen('otherParent');
    expect([other.has(parentNews), other.has(parentPost)]).toEqual([false, false]);
    for (const who of ['staff', 'admin'] as const) {
      const staff = await seen(who);
      expect([staff.has(parentNews), staff.has(parentPost), staff.has(staffPost)], who).toEqual([
        true,
        false,
        who === 'staff',
      ]);
    }
    for (const who of ['foreignParent', 'foreignStaff', 'foreignAdmin'] as const)
      expect((await seen(who)).has(parentNews), who).toBe(false);
  });

  it('refuses realtime channels of another kindergarten, of staff to parents, and of other users', async () => {
    const regenbogenId = t.members.foreignParent.caller.kindergartenId;
    const sonnenblumeId = t.world.kindergartenId;
    const auth = (token: string | null, channel: string) =>
      t.call({
        method: 'POST',
        url: '/broadcasting/auth',
        token,
        payload: { socket_id: '1234.5678', channel_name: channel },
      });
    const refusedChannels = (who: keyof typeof t.members) => {
      const me = t.members[who].caller;
      const others = Object.values(t.members)
        .filter((m) => m.caller.id !== me.id)
        .map((m) => `private-App.Models.User.${m.caller.id}`);
      const foreign = me.kindergartenId === sonnenblumeId ? regenbogenId : sonnenblumeId;
      const refused = [
        ...others,
        `private-kindergarten.${foreign}`,
        `private-kindergarten.${foreign}.staff`,
        `presence-chat.room.${t.world.newsId}`,
        'private-anything',
        'public-channel',
      ];
      if (me.role === 'parent') refused.push(`private-kindergarten.${me.kindergartenId}.staff`);
      return refused;
    };
    let refusals = 0;
    for (const who of [
      'parent',
      'otherParent',
      'foreignParent',
      'foreignStaff',
      'foreignAdmin',
      'staff',
      'admin',
    ] as const) {
      const me = t.members[who];
      expect((await auth(me.token, `private-App.Models.User.${me.caller.id}`)).statusCode, `${who} own channel`).toBe(
        200,
      );
      expect(
        (await auth(me.token, `private-kindergarten.${me.caller.kindergartenId}`)).statusCode,
        `${who} own kindergarten`,
      ).toBe(200);
      for (const channel of refusedChannels(who)) {
        const response = await auth(me.token, channel);
        expect(response.statusCode, `${who} → ${channel}`).toBe(403);
        refusals++;
      }
    }
    for (const token of [null, t.revokedToken]) {
      expect((await auth(token, `private-kindergarten.${sonnenblumeId}`)).statusCode).toBe(401);
    }
    expect(refusals).toBeGreaterThan(30);
  });

  it('answers 404 for the file URL of another kindergarten and of another family’s signature', async () => {
    const regenbogenTeam = t.members.foreignParent;
    const { pages } = await pullAll(t.app, regenbogenTeam.token);
    const regenbogenFiles = pages.flatMap((page) => (page.changes.files ?? []).map((row) => row.id));
    expect(regenbogenFiles.length).toBeGreaterThan(0);
    for (const who of ['parent', 'otherParent', 'staff', 'admin'] as const) {
      for (const id of regenbogenFiles) {
        // A range (satisfiable or not) and a revalidation must not tell more than a plain GET.
        for (const headers of [{}, { range: 'bytes=0-3' }, { range: 'bytes=999999999-' }, { 'if-none-match': '*' }]) {
          const response = await t.call({
            method: 'GET',
            url: `/api/files/${id}`,
            token: t.members[who].token,
            headers,
          });
          expect(response.statusCode, `${who} → file ${id} ${JSON.stringify(headers)}`).toBe(404);
          expect(response.json()).toEqual({ message: 'Not Found' });
        }
      }
    }
    const sonnenblumeFiles = [...t.ids.sonnenblume].filter((id) => t.ids.otherFamilyOnly.has(id));
    for (const id of sonnenblumeFiles) {
      const response = await t.call({ method: 'GET', url: `/api/files/${id}`, token: t.members.parent.token });
      expect(response.statusCode).toBe(404);
    }
    for (const id of (await pullAll(t.app, t.members.staff.token)).pages
      .flatMap((p) => (p.changes.files ?? []).map((r) => r.id))
      .slice(0, 10)) {
      expect(
        (await t.call({ method: 'GET', url: `/api/files/${id}`, token: t.members.foreignParent.token })).statusCode,
      ).toBe(404);
    }
  });

  it('keeps a chat photo to the members of its room: not another family, not an admin outside it, not another kindergarten', async () => {
    const { members, world } = t;
    const fileId = crypto.randomUUID();
    const body = await t.form({ id: fileId }, [
      { field: 'file', name: 'ausflug.png', data: world.png, type: 'image/png' },
    ]);
    const uploaded = await t.call({
      method: 'POST',
      url: '/api/chat/attachments',
      token: members.staff.token,
      ...body,
    });
    expect(uploaded.statusCode).toBe(200);
    const thumbnailId = uploaded.json<{ file: { thumbnail_id: string } }>().file.thumbnail_id;
    const sent = await t.call({
      method: 'POST',
      url: '/api/new-message',
      token: members.staff.token,
      payload: { room_id: world.chatRoomId, message: '', attachment_file_id: fileId },
    });
    expect(sent.statusCode).toBe(200);
    const expected: Partial<Record<Identity, number>> = {
      parent: 200,
      staff: 200,
      otherParent: 404,
      admin: 404,
      foreignParent: 404,
      foreignStaff: 404,
      foreignAdmin: 404,
    };
    for (const [who, status] of Object.entries(expected) as [keyof typeof members, number][]) {
      for (const id of [fileId, thumbnailId]) {
        const read = await t.call({ method: 'GET', url: `/api/files/${id}`, token: members[who].token });
        expect(read.statusCode, `${who} reads chat file ${id}`).toBe(status);
      }
      const synced = (await pullAll(t.app, members[who].token)).pages.flatMap((page) =>
        (page.changes.files ?? []).map((row) => row.id),
      );
      expect(synced.includes(fileId), `${who} syncs the chat file`).toBe(status === 200);
    }
  });

  it('keeps a private conversation to its two people, and parents to parents only while the kindergarten allows it', async () => {
    const { members, world } = t;
    const send = (who: keyof typeof members, payload: object, url = '/api/private-message-send') =>
      t.call({ method: 'POST', url, token: members[who].token, payload });
    const sent = await send('staff', { message: 'Bitte Gummistiefel mitbringen', receiver_id: world.parentUserId });
    expect(sent.statusCode).toBe(200);
    const roomId = sent.json<{ room: { id: string; kind: string } }>().room.id;
    const expected = {
      parent: 200,
      staff: 200,
      otherParent: 403,
      admin: 403,
      foreignParent: 404,
      foreignStaff: 404,
      foreignAdmin: 404,
    } as const;
    for (const [who, status] of Object.entries(expected) as [keyof typeof members, number][]) {
      const read = await t.call({ method: 'GET', url: `/api/room/${roomId}`, token: members[who].token });
      expect(read.statusCode, `${who} reads the private room`).toBe(status);
      const write = await send(who, { message: 'Ich auch?', room_id: roomId }, '/api/new-message');
      expect(write.statusCode, `${who} writes into the private room`).toBe(status);
    }

    // Parent chat is off in the demo kindergarten: no private message from parent to parent, and no name in the list.
    const refused = await send('parent', {
      message: 'Hallo Familie Yilmaz',
      receiver_id: members.otherParent.caller.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'private_chat_not_allowed' });
    const people = (await t.call({ method: 'GET', url: '/api/chat/users', token: members.parent.token })).json<{
      users: { user: { id: string } }[];
    }>();
    expect(people.users.map((p) => p.user.id)).not.toContain(members.otherParent.caller.id);
    expect(people.users.map((p) => p.user.id)).toContain(members.staff.caller.id);

    const allow = (on: boolean) =>
      t.call({
        method: 'PATCH',
        url: '/api/admin/kindergarten',
        token: members.admin.token,
        payload: { allow_parent_chat: on },
      });
    try {
      expect((await allow(true)).statusCode).toBe(200);
      const opened = await send('parent', {
        message: 'Hallo Familie Yilmaz',
        receiver_id: members.otherParent.caller.id,
      });
      expect(opened.statusCode).toBe(200);
      const parentsRoom = opened.json<{ room: { id: string } }>().room.id;
      expect((await allow(false)).statusCode).toBe(200);
      // Switched off again: the room they already have takes no more messages either.
      const again = await send('otherParent', { message: 'Gern!', room_id: parentsRoom }, '/api/new-message');
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({ code: 'private_chat_not_allowed' });
      expect(
        (await t.call({ method: 'GET', url: `/api/room/${parentsRoom}`, token: members.staff.token })).statusCode,
      ).toBe(403);
    } finally {
      await allow(false);
    }
  });
});
