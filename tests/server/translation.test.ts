import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncResponse } from '#contract/sync';
import type { SyncRow } from '#contract/sync-rows';
import { buildApp } from '../../server/app.ts';
import * as s from '../../server/db/schema/index.ts';
import {
  fakeTranslate,
  startLibreTranslateDouble,
  type LibreTranslateDouble,
} from '../support/libretranslate-double.ts';
import { addComment, createPost } from './support/blackboard-helpers.ts';
import { addChatUser, addGroupRoom, sendToRoom } from './support/chat-helpers.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

type Translation = SyncRow<'content_translations'>;

/** An app translating through the LibreTranslate double, on a clock the test moves. */
function useTranslatingApp(target: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  const context = { now: new Date('2026-03-02T10:00:00Z') } as {
    app: FastifyInstance;
    database: TestDatabase;
    double: LibreTranslateDouble;
    fixture: Fixture;
    now: Date;
    parentToken: string;
    staffToken: string;
  };
  beforeAll(async () => {
    context.double = await startLibreTranslateDouble();
    context.database = await openTestDatabase(target);
    context.app = await buildApp({
      env: testEnv(context.database.dataDir, {
        TRANSLATE_PROVIDER: 'libretranslate',
        TRANSLATE_URL: context.double.url,
        ...env,
      }),
      database: context.database.database,
      clientDir: `${context.database.dataDir}/no-client`,
      now: () => context.now,
    });
    await context.app.ready();
    context.fixture = await createFixture(context.database.database.db);
    context.parentToken = await signInAs(context.app, context.fixture.parent.username, knownPassword);
    context.staffToken = await signInAs(context.app, context.fixture.staff.username, knownPassword);
  }, 180_000);
  afterAll(async () => {
    await context.app?.close();
    await context.database?.dispose();
    await context.double?.close();
  });
  return context;
}

function setTranslationLanguage(app: FastifyInstance, token: string, iso: string | null) {
  return app.inject({
    method: 'POST',
    url: '/api/user/update-google-language',
    headers: bearer(token),
    payload: { iso },
  });
}

/**
 * The worker runs after the answer is sent: wait until `done` holds after a pass. Bounded, so a test that fails says
 * what it saw last rather than only timing out.
 */
async function afterTranslation<T>(
  app: FastifyInstance,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const giveUpAt = Date.now() + 40_000;
  for (;;) {
    await app.translations.settled();
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > giveUpAt) throw new Error(`not translated as expected; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const translationsIn = (pages: SyncResponse[]) =>
  pages.flatMap((page) => (page.changes.content_translations ?? []) as Translation[]);

async function translationsFor(app: FastifyInstance, token: string) {
  return translationsIn((await pullAll(app, token)).pages);
}

const rowOf = (rows: Translation[], sourceId: string) => rows.find((row) => row.source_id === sourceId);

describe.each(databaseTargets())('machine translation (%s)', { timeout: 120_000 }, (target) => {
  describe('with a generous budget', () => {
    const t = useTranslatingApp(target);

    it('translates what was written before a reader chose a language, in one provider call, and a new post on its own', async () => {
      const posts: { id: string }[] = [];
      for (const title of ['Sommerfest im Garten', 'Laternenumzug am Freitag', 'Die Kinder basteln']) {
        posts.push(
          (
            await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, {
              title,
              description: `${title}: wir freuen uns!`,
            })
          ).json().post,
        );
      }
      await t.app.translations.settled();
      // Nobody reads another language yet: nothing is sent anywhere.
      expect(t.double.calls).toBe(0);

      expect((await setTranslationLanguage(t.app, t.parentToken, 'tr')).statusCode).toBe(200);
      const rows = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => posts.every((p) => rowOf(r, p.id)),
      );
      // Six texts of three posts, one request.
      expect(t.double.calls).toBe(1);
      expect((t.double.requests[0] as { q: string[] }).q).toHaveLength(6);
      const first = rowOf(rows, posts[0].id)!;
      expect(first).toMatchObject({
        status: 'translated',
        source_lang: 'de',
        target_lang: 'tr',
        source_table: 'blackboard_posts',
        fields: {
          title: fakeTranslate('Sommerfest im Garten', 'tr'),
          description: fakeTranslate('Sommerfest im Garten: wir freuen uns!', 'tr'),
        },
      });
      expect(first.fields.title).toBe('[tr] yaz şenliği im Garten');

      const calls = t.double.calls;
      const comment = (
        await addComment(t.app, t.staffToken, posts[0].id, { comment: 'Bitte Kuchen mitbringen' })
      ).json().comment;
      const after = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => Boolean(rowOf(r, comment.id)),
      );
      expect(rowOf(after, comment.id)).toMatchObject({
        status: 'translated',
        source_table: 'comments',
        fields: { comment: '[tr] Bitte Kuchen mitbringen' },
      });
      expect(t.double.calls).toBe(calls + 1);
    });

    it('answers the same texts a second time from the cache: no provider call, no characters', async () => {
      const fields = { title: 'Elternabend am Dienstag', description: 'Wir treffen uns um 19 Uhr im Gruppenraum.' };
      const first = (await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, fields)).json().post;
      await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => rowOf(r, first.id)?.status === 'translated',
      );
      const { calls, characters } = t.double;

      const second = (await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, fields)).json().post;
      const rows = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => rowOf(r, second.id)?.status === 'translated',
      );
      expect(rowOf(rows, second.id)!.fields).toEqual(rowOf(rows, first.id)!.fields);
      expect({ calls: t.double.calls, characters: t.double.characters }).toEqual({ calls, characters });
    });

    it('translates an edit anew, and takes the translation of a deleted post away', async () => {
      const post = (
        await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, {
          title: 'Ausflug',
          description: 'Wir fahren in den Zoo',
        })
      ).json().post;
      const before = (await pullAll(t.app, t.parentToken)).cursor;
      await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => Boolean(rowOf(r, post.id)),
      );
      const edit = await t.app.inject({
        method: 'POST',
        url: `/api/blackboard/${post.id}`,
        headers: bearer(t.staffToken),
        payload: { title: 'Ausflug fällt aus', description: 'Wir fahren nicht in den Zoo' },
      });
      expect(edit.statusCode).toBe(200);
      const rows = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => rowOf(r, post.id)?.fields.title === '[tr] Ausflug fällt aus',
      );
      expect(rowOf(rows, post.id)!.fields.description).toBe(fakeTranslate('Wir fahren nicht in den Zoo', 'tr'));

      await t.app.inject({ method: 'DELETE', url: `/api/blackboard/${post.id}`, headers: bearer(t.staffToken) });
      const pages = await afterTranslation(
        t.app,
        () => pullAll(t.app, t.parentToken, { cursor: before }),
        (r) => r.pages.some((page) => page.tombstones.content_translations?.includes(rowOf(rows, post.id)!.id)),
      );
      expect(pages.pages.length).toBeGreaterThan(0);
    });

    it('keeps the original when the provider is down, and translates on a later try', async () => {
      t.double.failing = true;
      const post = (
        await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, {
          title: 'Fotograf kommt',
          description: 'Bitte die Kinder schick anziehen',
        })
      ).json().post;
      const failed = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => Boolean(rowOf(r, post.id)),
      );
      expect(rowOf(failed, post.id)).toMatchObject({ status: 'failed', fields: {} });
      const [stored] = await t.database.database.db
        .select()
        .from(s.contentTranslations)
        .where(eq(s.contentTranslations.sourceId, post.id));
      expect(stored).toMatchObject({ attempts: 1 });
      expect(stored!.retryAt!.getTime()).toBeGreaterThan(t.now.getTime());

      // Not yet due: the periodic scan leaves it alone.
      const calls = t.double.calls;
      t.app.translations.nudge();
      await t.app.translations.settled();
      expect(t.double.calls).toBe(calls);

      t.double.failing = false;
      t.now = new Date(stored!.retryAt!.getTime() + 1000);
      t.app.translations.nudge();
      const rows = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => rowOf(r, post.id)?.status === 'translated',
      );
      expect(rowOf(rows, post.id)!.fields.title).toBe('[tr] Fotograf kommt');
    });

    it('marks text already in the reader language as such, without a translation', async () => {
      const post = (
        await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, {
          title: 'Yarın şenlik var',
          description: 'Çocuklar için pasta getirin',
        })
      ).json().post;
      const rows = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => Boolean(rowOf(r, post.id)),
      );
      expect(rowOf(rows, post.id)).toMatchObject({ status: 'same_language', source_lang: 'tr', fields: {} });
    });

    it('gives each reader only their language, of items they may see, never another kindergarten', async () => {
      const db = t.database.database.db;
      const other = await createFixture(db);
      const otherParent = await signInAs(t.app, other.parent.username, knownPassword);
      await setTranslationLanguage(t.app, otherParent, 'tr');
      await setTranslationLanguage(t.app, t.staffToken, 'en');
      const outsider = await addChatUser(t.app, db, t.fixture, 'staff', 'Olga');
      const room = await addGroupRoom(db, t.fixture, [t.fixture.staff.id, outsider.id]);
      const message = (
        await sendToRoom(t.app, outsider.token, { room_id: room.id, message: 'Die Küche ist heute zu' })
      ).json().chat_message;
      const post = (
        await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, {
          title: 'Neue Turnschuhe',
          description: 'Bitte mit Namen beschriften',
        })
      ).json().post;

      const staffRows = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.staffToken),
        (r) => Boolean(rowOf(r, message.id) && rowOf(r, post.id)),
      );
      expect(rowOf(staffRows, message.id)).toMatchObject({
        target_lang: 'en',
        fields: { message: '[en] Die Küche ist heute zu' },
      });
      expect(new Set(staffRows.map((row) => row.target_lang))).toEqual(new Set(['en']));

      const parentRows = await translationsFor(t.app, t.parentToken);
      expect(rowOf(parentRows, post.id)).toMatchObject({ target_lang: 'tr' });
      // Not a member of the room: not its message, in no language.
      expect(rowOf(parentRows, message.id)).toBeUndefined();
      expect(new Set(parentRows.map((row) => row.target_lang))).toEqual(new Set(['tr']));
      expect(new Set(parentRows.map((row) => row.kindergarten_id))).toEqual(new Set([t.fixture.kindergarten.id]));
      expect(await translationsFor(t.app, otherParent)).toEqual([]);
    });

    it('resets a reader who changes language, and brings the translations into the new one', async () => {
      const { cursor } = await pullAll(t.app, t.parentToken);
      await setTranslationLanguage(t.app, t.parentToken, 'fr');
      const pages = await afterTranslation(
        t.app,
        () => pullAll(t.app, t.parentToken, { cursor }),
        (r) => translationsIn(r.pages).some((row) => row.target_lang === 'fr'),
      );
      expect(pages.pages[0]!.reset).toBe(true);
      expect(new Set(translationsIn(pages.pages).map((row) => row.target_lang))).toEqual(new Set(['fr']));
      await setTranslationLanguage(t.app, t.parentToken, 'tr');
    });

    it('tells anyone where texts go', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/translation/info' });
      expect(response.json()).toEqual({
        provider: 'libretranslate',
        service_host: new URL(t.double.url).host,
        daily_character_budget: 50_000,
      });
    });
  });

  describe('with a small daily budget', () => {
    const t = useTranslatingApp(target, { TRANSLATE_DAILY_CHARACTERS: '40' });

    it('spends at most the budget a day, and translates the rest on the next day', async () => {
      await setTranslationLanguage(t.app, t.parentToken, 'tr');
      const small = (
        await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, {
          title: 'Kuchen',
          description: 'Danke für den Kuchen',
        })
      ).json().post;
      await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => rowOf(r, small.id)?.status === 'translated',
      );
      const calls = t.double.calls;

      const big = (
        await createPost(t.app, t.staffToken, t.fixture.kindergarten.id, {
          title: 'Sommerfest',
          description: 'Beginn um 15 Uhr im Garten',
        })
      ).json().post;
      const rows = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => Boolean(rowOf(r, big.id)),
      );
      expect(rowOf(rows, big.id)).toMatchObject({ status: 'budget_exhausted', fields: {} });
      expect(t.double.calls).toBe(calls);
      const [usage] = await t.database.database.db
        .select()
        .from(s.translationUsage)
        .where(
          and(
            eq(s.translationUsage.kindergartenId, t.fixture.kindergarten.id),
            eq(s.translationUsage.day, '2026-03-02'),
          ),
        );
      expect(usage!.characters).toBe('Kuchen'.length + 'Danke für den Kuchen'.length);

      t.now = new Date('2026-03-03T00:05:00+01:00');
      t.app.translations.nudge();
      const next = await afterTranslation(
        t.app,
        () => translationsFor(t.app, t.parentToken),
        (r) => rowOf(r, big.id)?.status === 'translated',
      );
      expect(rowOf(next, big.id)!.fields).toEqual({
        title: fakeTranslate('Sommerfest', 'tr'),
        description: fakeTranslate('Beginn um 15 Uhr im Garten', 'tr'),
      });
      expect(t.double.calls).toBe(calls + 1);
    });
  });
});
