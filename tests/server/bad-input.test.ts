import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema/index.ts';
import type { LightMyRequestResponse } from 'fastify';
import { anAbsence, dayFromToday, reportAbsence } from './support/absence-helpers.ts';
import { addAdmin, createPost, multipart, png } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { createNews } from './support/publication-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/**
 * Bad input: property-based requests to the JSON write routes (wrong types, missing and extra fields, huge
 * strings, odd Unicode, dates out of range), path parameters that are not UUIDs, broken multipart and mislabelled
 * files. Always a 4xx with a JSON body that says what is wrong, never a 5xx, and nothing stored by a refused call.
 */

/** Tables a write route may touch; a refused call must leave every one exactly as it was. */
const watchedTables = [
  'absences',
  'comments',
  'blackboard_posts',
  'blackboard_images',
  'files',
  'confirmations',
  'users',
  'tokens',
  'password_resets',
  'fcm_tokens',
  'guardians',
  'rooms',
  'room_members',
  'messages',
  'notifications',
  'groups',
  'children',
  'invite_codes',
  'invite_code_children',
  'news',
  'events',
  'menu_days',
  'kindergartens',
];

const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200Eמרחב',
  '👨‍👩‍👧‍👦🎉',
  '\uD800',
  '\uDFFF',
  'e\u0301\u0301\u0301',
  '\uFEFF',
  '\r\n\t',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '${7*7}',
  '%00',
  '../../etc/passwd',
  '\u{10FFFF}',
];
const oddDates = [
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '+275760-09-13',
  '-000001-01-01',
  '2026-1-1',
  '20260101',
  '2026-01-01T00:00:00Z',
  '1970-01-01',
];
const notUuids = [
  '1',
  'abc',
  '00000000-0000-0000-0000-00000000000g',
  '%00',
  '..',
  '%2e%2e%2f',
  'null',
  "1' OR '1'='1",
  '9'.repeat(400),
  '🎉',
  '00000000000000000000000000000000',
];

const oddString = fc.oneof(
  fc.constantFrom(...oddStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('x'.repeat(70_000), 'ü'.repeat(10_001)),
);
const wrongValue = fc.oneof(
  { arbitrary: oddString, weight: 5 },
  fc.constantFrom(...oddDates),
  fc.constantFrom(...notUuids),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);

/** A valid body changed in one or more ways. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const change = fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), key: fc.constantFrom(...keys), value: wrongValue }),
    fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...keys) }),
    fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id', 'user_id', 'kindergarten_id', 'role'),
      ),
      value: fc.jsonValue(),
    }),
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Record<string, unknown> = { ...valid };
    for (const c of changes) {
      if (c.kind === 'drop') delete body[c.key];
      else Object.defineProperty(body, c.key, { value: c.value, enumerable: true, configurable: true, writable: true });
    }
    return { body, changes };
  });
}

/** A whole body that is not the object the route wants. */
const wrongBody = fc.oneof(
  fc
    .jsonValue()
    .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '""',
    '{"comment": "\\ud800"}',
    '\u0000',
    '{"a":1}{"b":2}',
    'x'.repeat(2_000_000),
  ),
);

function expectClearRefusal(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = response.json<{ message?: unknown }>();
  expect(typeof body.message, what).toBe('string');
  expect((body.message as string).length, what).toBeGreaterThan(0);
}

describe.each(databaseTargets())('bad input (%s)', (target) => {
  const t = useTestApp(target);
  let parent: string;
  let staff: string;
  let postId: string;
  let absenceId: string;
  let newsId: string;
  let admin: string;
  let roomId: string;
  let tried = 0;

  beforeAll(async () => {
    parent = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    staff = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    postId = (await createPost(t.app, parent, t.fixture.kindergarten.id)).json<{ post: { id: string } }>().post.id;
    absenceId = (await reportAbsence(t.app, parent, anAbsence(t.fixture.children.mia.id))).json<{
      absence: { id: string };
    }>().absence.id;
    newsId = await createNews(t.database.db, t.fixture);
    admin = await signInAs(t.app, (await addAdmin(t.database.db, t.fixture)).username, knownPassword);
    roomId = uuidv7();
    await t.database.db
      .insert(s.rooms)
      .values({ id: roomId, kindergartenId: t.fixture.kindergarten.id, kind: 'group', name: 'Igel-Eltern' });
    await t.database.db.insert(s.roomMembers).values({ id: uuidv7(), roomId, userId: t.fixture.parent.id });
  });

  async function snapshot(): Promise<string> {
    const parts: string[] = [];
    for (const table of watchedTables) {
      const result = await t.database.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
      );
      parts.push(String((result as unknown as { rows: { h: string }[] }).rows[0]!.h));
    }
    return parts.join(',');
  }

  type JsonRoute = {
    method: 'POST' | 'PATCH' | 'DELETE';
    url: () => string;
    valid: () => Record<string, unknown>;
    token: () => string | null;
  };
  const jsonRoutes: Record<string, JsonRoute> = {
    'POST /api/report-absence': {
      method: 'POST',
      url: () => '/api/report-absence',
      valid: () => anAbsence(t.fixture.children.mia.id, { from: dayFromToday(5), to: dayFromToday(6) }),
      token: () => parent,
    },
    'POST /api/absence-history/:id': {
      method: 'POST',
      url: () => `/api/absence-history/${absenceId}`,
      valid: () => anAbsence(t.fixture.children.mia.id),
      token: () => parent,
    },
    'POST /api/blackboard/:id/comment': {
      method: 'POST',
      url: () => `/api/blackboard/${postId}/comment`,
      valid: () => ({ comment: 'Gern!' }),
      token: () => parent,
    },
    'POST /api/news/:id/confirmation': {
      method: 'POST',
      url: () => `/api/news/${newsId}/confirmation`,
      valid: () => ({ child_id: t.fixture.children.mia.id, feedback: 'Ja', answers: {} }),
      token: () => parent,
    },
    'POST /api/menu': {
      method: 'POST',
      url: () => '/api/menu',
      valid: () => ({ startDate: dayFromToday(0), endDate: dayFromToday(6) }),
      token: () => parent,
    },
    'POST /api/user/update-language': {
      method: 'POST',
      url: () => '/api/user/update-language',
      valid: () => ({ iso: 'de' }),
      token: () => staff,
    },
    'POST /api/user/update-google-language': {
      method: 'POST',
      url: () => '/api/user/update-google-language',
      valid: () => ({ iso: 'none' }),
      token: () => staff,
    },
    'POST /api/change-push-notification': {
      method: 'POST',
      url: () => '/api/change-push-notification',
      valid: () => ({ push_notification: true }),
      token: () => staff,
    },
    'POST /api/fcm-token': {
      method: 'POST',
      url: () => '/api/fcm-token',
      valid: () => ({ fcmToken: 'fcm-token-1' }),
      token: () => staff,
    },
    'DELETE /api/user': {
      method: 'DELETE',
      url: () => '/api/user',
      valid: () => ({ password: 'not-the-password' }),
      token: () => staff,
    },
    'POST /api/login': {
      method: 'POST',
      url: () => '/api/login',
      valid: () => ({ username: 'nobody@example.org', password: 'whatever-1' }),
      token: () => null,
    },
    'POST /api/register': {
      method: 'POST',
      url: () => '/api/register',
      valid: () => ({
        username: 'nobody@example.org',
        name: 'Niemand',
        password: 'whatever-1',
        code: 'NOPE',
        accept_terms_and_conditions: true,
      }),
      token: () => null,
    },
    'POST /api/forgot-password': {
      method: 'POST',
      url: () => '/api/forgot-password',
      valid: () => ({ username: 'nobody@example.org' }),
      token: () => null,
    },
    'POST /api/reset-password': {
      method: 'POST',
      url: () => '/api/reset-password',
      valid: () => ({ username: t.fixture.parent.username, code: '123456', password: 'Whatever-123' }),
      token: () => null,
    },
    'POST /broadcasting/auth': {
      method: 'POST',
      url: () => '/broadcasting/auth',
      valid: () => ({ socket_id: '1.2', channel_name: `private-App.Models.User.${t.fixture.staff.id}` }),
      token: () => staff,
    },
    'POST /api/new-message': {
      method: 'POST',
      url: () => '/api/new-message',
      valid: () => ({ id: uuidv7(), message: 'Bis morgen!', room_id: roomId }),
      token: () => parent,
    },
    'POST /api/private-message-send': {
      method: 'POST',
      url: () => '/api/private-message-send',
      valid: () => ({ id: uuidv7(), message: 'Kurze Frage', receiver_id: t.fixture.staff.id }),
      token: () => parent,
    },
    'POST /api/admin/children': {
      method: 'POST',
      url: () => '/api/admin/children',
      valid: () => ({ first_name: 'Ben', last_name: 'Kurz', birth_date: '2021-05-04', group_id: null }),
      token: () => admin,
    },
    'POST /api/admin/invite-codes': {
      method: 'POST',
      url: () => '/api/admin/invite-codes',
      valid: () => ({ role: 'parent', child_ids: [t.fixture.children.mia.id], max_uses: 2, valid_days: 14 }),
      token: () => admin,
    },
    'PATCH /api/admin/kindergarten': {
      method: 'PATCH',
      url: () => '/api/admin/kindergarten',
      valid: () => ({ phone: '030 123', email: 'kita@example.org', allow_parent_chat: false }),
      token: () => admin,
    },
    'POST /api/staff/event': {
      method: 'POST',
      url: () => '/api/staff/event',
      valid: () => ({
        title: 'Ausflug',
        body: 'Zum Wald',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        requires_confirmation: true,
        deadline: new Date(Date.now() + 3_600_000).toISOString(),
        questions: [{ id: 'q1', kind: 'choice', label: 'Essen?', options: ['Ja', 'Nein'] }],
      }),
      token: () => staff,
    },
    'POST /api/staff/absences': {
      method: 'POST',
      url: () => '/api/staff/absences',
      valid: () => anAbsence(t.fixture.children.mia.id, { from: dayFromToday(8), to: dayFromToday(9) }),
      token: () => staff,
    },
    'POST /api/staff/menu/days/:date': {
      method: 'POST',
      url: () => `/api/staff/menu/days/${dayFromToday(3)}`,
      valid: () => ({ lunch: 'Nudeln', allergens: ['gluten'], vegetarian: true }),
      token: () => staff,
    },
    'POST /api/staff/quiet-hours': {
      method: 'POST',
      url: () => '/api/staff/quiet-hours',
      valid: () => ({ enabled: true, from: '20:00', until: '07:00' }),
      token: () => staff,
    },
  };

  for (const [name, route] of Object.entries(jsonRoutes)) {
    it(`${name}: a mutated body is refused clearly or accepted, never a 5xx; a refusal stores nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(mutated(route.valid()), async ({ body, changes }) => {
          const before = await snapshot();
          const token = route.token();
          const response = await t.app.inject({
            method: route.method,
            url: route.url(),
            headers: token ? bearer(token) : {},
            payload: JSON.stringify(body),
            remoteAddress: `198.51.100.${tried % 250}`,
          });
          tried++;
          const what = `${name} ${JSON.stringify(changes).slice(0, 200)}`;
          expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expectClearRefusal(response, what);
            expect(await snapshot(), `${what} stored something`).toBe(before);
          }
        }),
        { numRuns: 25 },
      );
    });
  }

  it('refuses bodies that are not the object a route wants, for every JSON write route', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(jsonRoutes)), wrongBody, async (name, raw) => {
        const route = jsonRoutes[name]!;
        const token = route.token();
        const before = await snapshot();
        const response = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
          payload: raw,
          remoteAddress: '198.51.100.251',
        });
        tried++;
        expectClearRefusal(response, `${name} ${raw.slice(0, 60)}`);
        expect(await snapshot()).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it("refuses a 2 MB body clearly on every JSON write route (413 over a route's limit), whatever its answer schemas", async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(2_000_000) });
    for (const [name, route] of Object.entries(jsonRoutes)) {
      const token = route.token();
      const before = await snapshot();
      const response = await t.app.inject({
        method: route.method,
        url: route.url(),
        headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
        payload: huge,
        remoteAddress: '198.51.100.252',
      });
      tried++;
      expectClearRefusal(response, `${name} 2 MB`);
      expect(await snapshot()).toBe(before);
    }
  });

  it('answers 404 or 422 for path parameters that are not UUIDs (414 when too long to route)', async () => {
    const templates = [
      'GET /api/blackboard/:p',
      'POST /api/blackboard/:p/comment',
      'DELETE /api/blackboard/:p',
      'GET /api/files/:p',
      'GET /api/absence-history/:p',
      'POST /api/absence-history/:p',
      'GET /api/news/:p',
      'GET /api/event/:p/receipt.pdf',
      'POST /api/news/:p/confirmation',
      'GET /api/blackboards/:p',
      'DELETE /api/blackboard/:p/comment/:p',
      'GET /api/user/:p/blackboards/:p',
      'GET /api/room/:p',
      'GET /api/messages/:p',
      'POST /api/room/:p/read',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...templates),
        fc.oneof(fc.constantFrom(...notUuids), fc.string({ minLength: 1, maxLength: 60 })),
        async (template, value) => {
          const [method, path] = template.split(' ') as ['GET' | 'POST' | 'DELETE', string];
          const url = path.replaceAll(':p', encodeURIComponent(value));
          const response = await t.app.inject({
            method,
            url,
            headers: bearer(parent),
            payload: method === 'POST' ? { comment: 'x' } : undefined,
          });
          tried++;
          // A parameter longer than the router's limit (Fastify's maxParamLength, 100) is 414 URI Too Long before any route.
          const allowed = encodeURIComponent(value).length > 100 ? [404, 414, 422] : [404, 422];
          expect(allowed, `${method} ${url}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
          expectClearRefusal(response, `${method} ${url}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses broken multipart and mislabelled files on the board, storing nothing', async () => {
    const valid = await multipart(
      { kindergarten_id: t.fixture.kindergarten.id, title: 'Flohmarkt', description: 'Samstag' },
      [{ name: 'a.png', data: png(2, 2) }],
    );
    const boundary = /boundary=(.*)$/.exec(valid.headers['content-type'])![1]!;
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const cases: { name: string; payload: Buffer | string; contentType: string }[] = [
      {
        name: 'truncated body',
        payload: valid.payload.subarray(0, Math.floor(valid.payload.length / 2)),
        contentType: valid.headers['content-type'],
      },
      {
        name: 'no closing boundary',
        payload: valid.payload.subarray(0, valid.payload.length - boundary.length - 6),
        contentType: valid.headers['content-type'],
      },
      { name: 'boundary missing in the header', payload: valid.payload, contentType: 'multipart/form-data' },
      {
        name: 'other boundary in the header',
        payload: valid.payload,
        contentType: 'multipart/form-data; boundary=nope',
      },
      {
        name: 'garbage',
        payload: Buffer.from('\u0000\u0001garbage\r\n--\r\n'),
        contentType: valid.headers['content-type'],
      },
      { name: 'empty', payload: '', contentType: valid.headers['content-type'] },
      { name: 'JSON where a form is expected', payload: '{"title":"x"}', contentType: 'application/json' },
      { name: 'a text body', payload: 'title=x', contentType: 'text/plain' },
    ];
    const mislabelled = [
      { name: 'HTML named .png', data: html, type: 'image/png', file: 'bild.png' },
      { name: 'HTML as text/html', data: html, type: 'text/html', file: 'bild.html' },
      {
        name: 'SVG with script',
        data: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/svg+xml',
        file: 'bild.svg',
      },
      { name: 'PNG header only', data: png(2, 2).subarray(0, 12), type: 'image/png', file: 'kurz.png' },
      {
        name: 'PNG claiming 100000×100000',
        data: (() => {
          const b = Buffer.from(png(2, 2));
          b.writeUInt32BE(100_000, 16);
          b.writeUInt32BE(100_000, 20);
          return b;
        })(),
        type: 'image/png',
        file: 'riesig.png',
      },
      { name: 'empty file', data: new Uint8Array(), type: 'image/png', file: 'leer.png' },
    ];
    for (const file of mislabelled) {
      const body = await multipart(
        { kindergarten_id: t.fixture.kindergarten.id, title: 'Flohmarkt', description: 'Samstag' },
        [{ name: file.file, data: file.data, type: file.type }],
      );
      cases.push({ name: file.name, payload: body.payload, contentType: body.headers['content-type'] });
      const image = await multipart({}, [{ field: 'image', name: file.file, data: file.data, type: file.type }]);
      cases.push({
        name: `${file.name} (add image)`,
        payload: image.payload,
        contentType: image.headers['content-type'],
      });
    }
    for (const testCase of cases) {
      const before = await snapshot();
      const url = testCase.name.endsWith('(add image)') ? `/api/blackboard/${postId}/image` : '/api/blackboard';
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(parent), 'content-type': testCase.contentType },
        payload: testCase.payload,
      });
      tried++;
      expectClearRefusal(response, testCase.name);
      expect(await snapshot(), `${testCase.name} stored something`).toBe(before);
    }
  });

  it('tried many inputs', () => {
    console.info(`bad input: ${tried} requests`);
    expect(tried).toBeGreaterThan(400);
  });
});
