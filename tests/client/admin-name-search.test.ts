import { describe, expect, it } from 'vitest';
import { nameMatches, pickableChildren } from '../../src/features/admin/name-search.ts';

const child = (id: string, first_name: string, last_name: string, group_id: string | null) => ({
  id,
  first_name,
  last_name,
  group_id,
});
const children = [
  child('1', 'José', 'Álvarez', 'igel'),
  child('2', 'Elif', 'Öztürk', 'igel'),
  child('3', 'Jonas', 'Groß', 'baeren'),
  child('4', 'Mia', 'Schneider', null),
];
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('finding children by name in the invite form', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(nameMatches('José Álvarez', 'jose alv')).toBe(true);
    expect(nameMatches('Elif Öztürk', '  OZTURK ')).toBe(true);
    expect(nameMatches('Jonas Groß', 'gross')).toBe(true);
    expect(nameMatches('Mia Schneider', 'mia x')).toBe(false);
  });

  it('filters by group (or no group) and search, but always keeps the ticked children', () => {
    expect(ids(pickableChildren(children, { group: '', query: '' }, []))).toEqual(['1', '2', '3', '4']);
    expect(ids(pickableChildren(children, { group: 'igel', query: '' }, []))).toEqual(['1', '2']);
    expect(ids(pickableChildren(children, { group: 'none', query: '' }, []))).toEqual(['4']);
    expect(ids(pickableChildren(children, { group: 'igel', query: 'elif' }, []))).toEqual(['2']);
    expect(ids(pickableChildren(children, { group: 'igel', query: 'elif' }, ['3']))).toEqual(['2', '3']);
  });
});
