import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { addComment, createPost, png } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { answer, createNews, get } from './support/publication-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/**
 * Injection and XSS on the server side: SQL fragments and HTML/script payloads in every text field come back
 * exactly as sent (the client renders them as text: e2e/xss.spec.ts); text the database cannot keep verbatim is
 * refused with a 422 naming the field; the security headers of pages, JSON answers and stored files.
 */
const sql = [
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  'Robert"); DELETE FROM comments WHERE ("1"="1',
  "x' UNION SELECT password_hash FROM users --",
  "$1 $$ \\x00 E'\\\\'",
];
const html = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "{{constructor.constructor('alert(1)')()}}",
  '&lt;b&gt; &amp; &#x3C;',
];
const unicode = [
  '\u202Eevil.exe\u202C gnp',
  'שלום \u200F123\u200E',
  'Familie 👨‍👩‍👧‍👦 🎉',
  'Ze\u0301\u0301\u0301ro',
  'a\u200Bb\uFEFFc',
  '\u{10FFFF}\u{1F600}',
];
const payloads = [...sql, ...html, ...unicode];
const unstorable = ['a\u0000b', 'lone \uD800 surrogate', 'low \uDFFF first'];

describe.each(databaseTargets())('injection and XSS payloads (%s)', (target) => {
  const t = useTestApp(target);
  let parent: string;
  let postId: string;
  let newsId: string;

  beforeAll(async () => {
    parent = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    postId = (await createPost(t.app, parent, t.fixture.kindergarten.id)).json<{ post: { id: string } }>().post.id;
    newsId = await createNews(t.database.db, t.fixture);
  });

  it.each(payloads.map((p) => [p]))(
    'keeps %j verbatim in a post, a comment, an absence note and an answer',
    async (payload) => {
      // Not a line break: a form sends one as CRLF, as browsers do (HTML's form encoding).
      const created = await createPost(t.app, parent, t.fixture.kindergarten.id, {
        title: payload,
        description: `${payload} ${payload}`,
      });
      expect(created.statusCode, created.body).toBe(200);
      const post = (
        await get(t.app, parent, `/api/blackboard/${created.json<{ post: { id: string } }>().post.id}`)
      ).json<{ post: { title: string; description: string } }>().post;
      expect(post).toMatchObject({ title: payload, description: `${payload} ${payload}` });

      const comment = await addComment(t.app, parent, postId, { comment: payload });
      expect(comment.statusCode, comment.body).toBe(200);
      const comments = (await get(t.app, parent, `/api/blackboard/${postId}/comments`)).json<{
        comments: { id: string; comment: string }[];
      }>().comments;
      expect(comments.find((c) => c.id === comment.json<{ comment: { id: string } }>().comment.id)?.comment).toBe(
        payload,
      );

      const absence = await reportAbsence(t.app, parent, anAbsence(t.fixture.children.mia.id, { note: payload }));
      expect(absence.statusCode, absence.body).toBe(200);
      const stored = await get(
        t.app,
        parent,
        `/api/absence-history/${absence.json<{ absence: { id: string } }>().absence.id}`,
      );
      expect(stored.json<{ absence: { note: string } }>().absence.note).toBe(payload);

      const answered = await answer(
        t.app,
        parent,
        { kind: 'news', id: newsId },
        { child_id: t.fixture.children.mia.id, feedback: payload },
      );
      expect(answered.statusCode, answered.body).toBe(200);
      expect(
        (await get(t.app, parent, `/api/news/${newsId}`)).json<{ confirmations: { feedback: string }[] }>()
          .confirmations[0]!.feedback,
      ).toBe(payload);
    },
  );

  it('still has its tables and accounts after the SQL fragments', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(users);
    expect(row!.n).toBeGreaterThanOrEqual(2);
    expect((await get(t.app, parent, '/api/user')).statusCode).toBe(200);
  });

  it.each(unstorable.map((p) => [p]))(
    'refuses %j with a 422 naming the field, in JSON and in a form, storing nothing',
    async (payload) => {
      const before = (await get(t.app, parent, `/api/blackboard/${postId}/comments`)).json<{ comments: unknown[] }>()
        .comments.length;
      const comment = await addComment(t.app, parent, postId, { comment: payload });
      expect(comment.statusCode).toBe(422);
      expect(comment.json()).toMatchObject({
        message: expect.stringContaining('cannot be stored'),
        errors: { comment: [expect.any(String)] },
      });
      expect(
        (await get(t.app, parent, `/api/blackboard/${postId}/comments`)).json<{ comments: unknown[] }>().comments
          .length,
      ).toBe(before);

      // A form cannot carry a lone surrogate (FormData sends U+FFFD), but it can carry a NUL.
      if (payload.includes('\u0000')) {
        const post = await createPost(t.app, parent, t.fixture.kindergarten.id, { title: payload });
        expect(post.statusCode).toBe(422);
        expect(post.json()).toMatchObject({ errors: { title: [expect.any(String)] } });
      }

      const nested = await answer(
        t.app,
        parent,
        { kind: 'news', id: newsId },
        { child_id: t.fixture.children.mia.id, answers: { [payload]: true } },
      );
      expect(nested.statusCode).toBe(422);
      if (payload.includes('\u0000')) {
        const query = await t.app.inject({
          method: 'GET',
          url: `/api/news?limit=${encodeURIComponent(payload)}`,
          headers: bearer(parent),
        });
        expect(query.statusCode).toBe(422);
      }
    },
  );
});

describe.each(databaseTargets())('security headers (%s)', (target) => {
  const t = useTestApp(target);

  it('sends no-sniff, a referrer policy and no framing on every JSON answer, signed in or not', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    for (const [url, headers] of [
      ['/api/health', {}],
      ['/api/user', bearer(token)],
      ['/api/user', {}],
      ['/api/no-such-route', {}],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy'], url).not.toContain('unsafe-inline');
    }
  });

  it('serves an uploaded file with its type, as a named attachment-safe download, sandboxed and not sniffed', async () => {
    const token = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    const name = 'a"b\r\nX-Evil: 1;<script>.png';
    const created = await createPost(t.app, token, t.fixture.kindergarten.id, {}, [{ name, data: png(3, 3) }]);
    const fileId = created.json<{ images: { file_id: string }[] }>().images[0]!.file_id;
    const response = await get(t.app, token, `/api/files/${fileId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-evil']).toBeUndefined();
    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^inline; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/"|\r|\n|</);
    // FormData sends the quote and line break percent-escaped (HTML's rule for file names); the name stays inert.
    expect(decodeURIComponent(disposition.slice("inline; filename*=UTF-8''".length))).toContain(
      'X-Evil: 1;<script>.jpg',
    );
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(response.headers['cache-control']).toContain('private');
  });
});
