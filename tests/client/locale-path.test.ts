import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { matchBrowserLanguage, startPathFor } from '../../src/i18n/browser-locale.ts';
import { readLocaleCookie } from '../../src/i18n/locale-cookie.ts';
import { defaultLocale, isLocale, localeCookie, locales } from '#contract/locales';
import { localeNames } from '../../src/i18n/locale-names.ts';
import { localeOfPath, localizePath, splitLocalePath } from '../../src/i18n/locale-path.ts';

const prefixed = locales.filter((locale) => locale !== 'de');

describe('locale ↔ path', () => {
  it('keeps German paths without a prefix', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/login')).toEqual({ locale: 'de', path: '/login' });
    expect(localizePath('/', 'de')).toBe('/');
    expect(localizePath('/events/abc/confirm', 'de')).toBe('/events/abc/confirm');
  });

  it.each(prefixed)('reads and writes the %s prefix, from the root to deep paths', (locale) => {
    expect(splitLocalePath(`/${locale}`)).toEqual({ locale, path: '/' });
    expect(splitLocalePath(`/${locale}/`)).toEqual({ locale, path: '/' });
    expect(splitLocalePath(`/${locale}/login`)).toEqual({ locale, path: '/login' });
    expect(splitLocalePath(`/${locale}/blackboard/0192/comments`)).toEqual({
      locale,
      path: '/blackboard/0192/comments',
    });
    expect(localizePath('/', locale)).toBe(`/${locale}`);
    expect(localizePath('/chat/room/7', locale)).toBe(`/${locale}/chat/room/7`);
  });

  it.each(locales)('round-trips every path through %s', (locale) => {
    for (const path of ['/', '/login', '/news/12-pdf', '/absence-history/3', '/chat/users']) {
      expect(splitLocalePath(localizePath(path, locale))).toEqual({ locale, path });
    }
  });

  it('does not take unknown first segments for locales', () => {
    for (const path of [
      '/.well-known/assetlinks.json',
      '/english/page',
      '/EN/login',
      '/enx',
      '/de/login',
      '/api/user',
    ]) {
      expect(splitLocalePath(path)).toEqual({ locale: 'de', path });
    }
  });

  it('only looks at the first segment', () => {
    expect(splitLocalePath('/blackboard/en')).toEqual({ locale: 'de', path: '/blackboard/en' });
    expect(localeOfPath('/tr/en/x')).toBe('tr');
  });
});

describe('start language', () => {
  it('matches browser languages by their base language, in order of preference', () => {
    expect(matchBrowserLanguage(['tr-TR', 'en-US'])).toBe('tr');
    expect(matchBrowserLanguage(['nl-NL', 'pt-BR'])).toBe('pt');
    expect(matchBrowserLanguage(['nl', 'ja'])).toBeNull();
  });

  it('redirects only the bare root: cookie first, then the browser', () => {
    expect(startPathFor('/', 'fr', ['tr'])).toBe('/fr');
    expect(startPathFor('/', null, ['uk-UA'])).toBe('/uk');
    expect(startPathFor('/', 'de', ['tr'])).toBeNull();
    expect(startPathFor('/', null, ['de-AT'])).toBeNull();
    expect(startPathFor('/login', 'tr', ['tr'])).toBeNull();
  });

  it('reads the remembered locale from the i18n_redirected cookie', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=el; b=2')).toBe('el');
    expect(readLocaleCookie('i18n_redirected=xx')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
});

describe('the locale list of contract/', () => {
  it('stays free of zod, so the first screen does not load it', async () => {
    const source = await fs.readFile(new URL('../../contract/locales.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod/);
    expect(locales).toHaveLength(12);
    expect(Object.keys(localeNames)).toEqual([...locales]);
    expect(isLocale(defaultLocale)).toBe(true);
    expect(localeCookie.maxAgeDays).toBe(365);
  });
});
