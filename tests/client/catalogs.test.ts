import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '#contract/locales';

const root = join(import.meta.dirname, '../../locales');

/**
 * msgid → msgstr of a .po file, joining continued lines; the header entry (empty msgid) is skipped. A message with a
 * context (msgctxt) is its own entry, keyed "context\u0004msgid" as gettext does.
 */
function readCatalog(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = readFileSync(join(root, locale, 'messages.po'), 'utf8');
  for (const block of text.split(/\n\s*\n/)) {
    const field = (name: string) => {
      const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(`${block}\n`);
      if (!match) return null;
      return match[1]
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    };
    const id = field('msgid');
    const context = field('msgctxt');
    if (id) entries.set(context === null ? id : `${context}\u0004${id}`, field('msgstr') ?? '');
  }
  return entries;
}

describe('message catalogs', () => {
  it('has a catalog for each of the 12 locales and nothing else', () => {
    expect(readdirSync(root).sort()).toEqual([...locales].sort());
  });

  const source = readCatalog('en');

  it.each([...locales])('%s translates every message', (locale) => {
    const catalog = readCatalog(locale);
    expect([...catalog.keys()].sort()).toEqual([...source.keys()].sort());
    const untranslated = [...catalog].filter(([, translation]) => translation.trim() === '').map(([id]) => id);
    expect(untranslated.length, `${locale}: ${untranslated.length} untranslated, first: "${untranslated[0]}"`).toBe(0);
  });
});
