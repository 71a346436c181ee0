import { describe, expect, it } from 'vitest';
import type { SyncRows } from '#contract/sync-rows';
import { translatableFields, translationSourceHash } from '#contract/translation-fields';
import { db } from '../../src/db/kita-db.ts';
import { selectTranslation, translationRowsOf, type ContentTranslation } from '../../src/db/content-translations.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';

freshDatabasePerTest();

const sync = { created_at: '2026-11-20T08:00:00Z', updated_at: '2026-11-20T08:00:00Z', version: 1, deleted_at: null };
let n = 10;
const id = () => `01900000-0000-7000-8000-${String(n++).padStart(12, '0')}`;
const kindergarten = id();

const post = { id: id(), title: 'Sommerfest', description: 'Bitte Kuchen mitbringen.' };
const hashOf = (item: { title: string; description: string }) =>
  translationSourceHash(translatableFields('blackboard_posts', item));

const translation = (values: Partial<ContentTranslation> = {}): ContentTranslation => ({
  id: id(),
  kindergarten_id: kindergarten,
  source_table: 'blackboard_posts',
  source_id: post.id,
  target_lang: 'tr',
  source_lang: 'de',
  status: 'translated',
  fields: { title: 'Yaz şenliği', description: 'Lütfen kek getirin.' },
  source_hash: hashOf(post),
  ...sync,
  ...values,
});

describe('which translation an item shows', () => {
  it('shows a translation made from the current text into the viewer’s language', () => {
    expect(selectTranslation('blackboard_posts', post, translation(), 'tr')).toEqual({
      state: 'translated',
      sourceLang: 'de',
      targetLang: 'tr',
      fields: { title: 'Yaz şenliği', description: 'Lütfen kek getirin.' },
    });
  });

  it('shows no translation once the original was edited (stale source hash)', () => {
    const edited = { ...post, description: 'Bitte Salat mitbringen.' };
    expect(selectTranslation('blackboard_posts', edited, translation(), 'tr')).toBeUndefined();
  });

  it('shows no translation into another language than the viewer’s, nor without a translation language', () => {
    expect(selectTranslation('blackboard_posts', post, translation({ target_lang: 'en' }), 'tr')).toBeUndefined();
    expect(selectTranslation('blackboard_posts', post, translation(), null)).toBeUndefined();
  });

  it('shows the original alone when it is already in the viewer’s language, or translating failed', () => {
    expect(
      selectTranslation('blackboard_posts', post, translation({ status: 'same_language', fields: {} }), 'tr'),
    ).toBeUndefined();
    expect(
      selectTranslation('blackboard_posts', post, translation({ status: 'failed', fields: {} }), 'tr'),
    ).toBeUndefined();
  });

  it('says "later" when the day’s allowance was used up, and ignores deleted rows and rows of other tables', () => {
    expect(
      selectTranslation('blackboard_posts', post, translation({ status: 'budget_exhausted', fields: {} }), 'tr'),
    ).toEqual({ state: 'later' });
    expect(
      selectTranslation('blackboard_posts', post, translation({ deleted_at: '2026-11-21T08:00:00Z' }), 'tr'),
    ).toBeUndefined();
    expect(selectTranslation('blackboard_posts', post, translation({ source_table: 'news' }), 'tr')).toBeUndefined();
  });

  it('matches the question keys of news and events', () => {
    const news: Pick<SyncRows['news'], 'title' | 'body' | 'questions'> = {
      title: 'Ausflug',
      body: '',
      questions: [{ id: 'q1', kind: 'choice', label: 'Kommt Ihr Kind mit?', options: ['Ja', 'Nein'] }],
    };
    const fields = translatableFields('news', news);
    expect(Object.keys(fields)).toEqual(['title', 'question.q1.label', 'question.q1.option.0', 'question.q1.option.1']);
    const row = translation({
      source_table: 'news',
      source_hash: translationSourceHash(fields),
      fields: { title: 'Gezi', 'question.q1.label': 'Çocuğunuz geliyor mu?' },
    });
    expect(selectTranslation('news', news, row, 'tr')).toMatchObject({
      state: 'translated',
      fields: { title: 'Gezi' },
    });
  });
});

describe('reading the translations of a list', () => {
  it('reads the rows of the listed items in the viewer’s language, in one query, and nothing without a language', async () => {
    const other = id();
    const mine = translation();
    await db.content_translations.bulkPut([
      mine,
      translation({ target_lang: 'en' }),
      translation({ source_id: other, source_table: 'messages' }),
      translation({ source_id: id() }),
    ]);
    const rows = await translationRowsOf('blackboard_posts', [post.id, other], 'tr');
    expect([...rows.values()]).toEqual([mine]);
    expect((await translationRowsOf('blackboard_posts', [post.id], null)).size).toBe(0);
  });
});
