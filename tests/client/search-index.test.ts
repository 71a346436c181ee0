import { describe, expect, it } from 'vitest';
import { createSearchIndex, type SearchHit } from '../../src/features/search/search-index.ts';
import type { SearchDocument } from '../../src/features/search/search-documents.ts';

const doc = (id: string, values: Partial<SearchDocument> = {}): SearchDocument => ({
  id: `blackboard_posts:${id}`,
  kind: 'post',
  rowId: id,
  parentId: null,
  date: '2026-11-20T08:00:00Z',
  title: '',
  text: '',
  translation: '',
  translationLang: null,
  ...values,
});

const marked = (hit: SearchHit) => hit.snippet.filter((part) => part.mark).map((part) => part.text);
const ids = (hits: SearchHit[]) => hits.map((hit) => hit.rowId);

describe('the search index', () => {
  it('finds a word while it is typed, whatever its case and accents', () => {
    const index = createSearchIndex();
    index.put([doc('a', { title: 'Sommerfest', text: 'Bitte Kuchen für das Büffet mitbringen.' })]);
    expect(ids(index.search('som').hits)).toEqual(['a']);
    expect(ids(index.search('BUFFET').hits)).toEqual(['a']);
    expect(ids(index.search('kuchen mitbr').hits)).toEqual(['a']);
    expect(index.search('kuchen regen').hits).toEqual([]);
  });

  it('forgives a typo in a longer word', () => {
    const index = createSearchIndex();
    index.put([doc('a', { text: 'Laternenumzug am Freitag' })]);
    expect(ids(index.search('Laternenumzgu').hits)).toEqual(['a']);
  });

  it('finds an item by a word that only its translation has, and shows the translation with the match marked', () => {
    const index = createSearchIndex();
    index.put([doc('a', { title: 'Sommerfest', translation: 'Yaz şenliği', translationLang: 'tr' })]);
    const [hit] = index.search('ŞENLİĞ').hits;
    expect(hit?.rowId).toBe('a');
    expect(hit?.snippetLang).toBe('tr');
    expect(marked(hit!)).toEqual(['şenliği']);
  });

  it('marks the matched words of the original in the snippet, never as markup', () => {
    const index = createSearchIndex();
    index.put([doc('a', { text: '<img src=x onerror=alert(1)> Ausflug in den Zoo' })]);
    const [hit] = index.search('ausflug').hits;
    expect(hit?.snippet.map((part) => part.text).join('')).toBe('<img src=x onerror=alert(1)> Ausflug in den Zoo');
    expect(marked(hit!)).toEqual(['Ausflug']);
  });

  it('cuts a long text to a snippet around the first match', () => {
    const index = createSearchIndex();
    const long = `${'Anfang '.repeat(60)}Elternabend ${'Ende '.repeat(60)}`;
    index.put([doc('a', { text: long })]);
    const [hit] = index.search('elternabend').hits;
    const shown = hit!.snippet.map((part) => part.text).join('');
    expect(shown.length).toBeLessThan(200);
    expect(shown.startsWith('…')).toBe(true);
    expect(marked(hit!)).toEqual(['Elternabend']);
  });

  it('takes an updated item as it is now and forgets a removed one', () => {
    const index = createSearchIndex();
    index.put([doc('a', { text: 'Ausflug in den Zoo' }), doc('b', { text: 'Ausflug zum Bauernhof' })]);
    expect(ids(index.search('ausflug').hits).sort()).toEqual(['a', 'b']);
    index.put([doc('a', { text: 'Besuch im Museum' })]);
    expect(ids(index.search('zoo').hits)).toEqual([]);
    expect(ids(index.search('museum').hits)).toEqual(['a']);
    index.remove(['blackboard_posts:b']);
    expect(ids(index.search('ausflug').hits)).toEqual([]);
    expect(index.size()).toBe(1);
  });

  it('counts every match but returns at most the limit, best first', () => {
    const index = createSearchIndex();
    index.put(Array.from({ length: 30 }, (_, n) => doc(`p${n}`, { text: `Turnen Gruppe ${n}` })));
    index.put([doc('best', { title: 'Turnen', text: 'Turnen' })]);
    const found = index.search('turnen', { limit: 5 });
    expect(found.total).toBe(31);
    expect(found.hits).toHaveLength(5);
    expect(found.hits[0]?.rowId).toBe('best');
  });

  it('answers an empty query with nothing', () => {
    const index = createSearchIndex();
    index.put([doc('a', { text: 'Sommerfest' })]);
    expect(index.search('   ')).toEqual({ hits: [], total: 0 });
  });
});

describe('the snippet of a hit', () => {
  it('shows the translation when it holds more of the query than the original', () => {
    const index = createSearchIndex();
    index.put([
      doc('a', {
        text: 'Wir bringen morgen Gummistiefel x1 mit',
        translation: 'biz yarın Gummistiefel x1',
        translationLang: 'tr',
      }),
    ]);
    const [hit] = index.search('yarın x1').hits;
    expect(hit?.snippetLang).toBe('tr');
    expect(marked(hit!)).toEqual(['yarın', 'x1']);
  });
});
