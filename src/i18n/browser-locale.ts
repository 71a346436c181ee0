import type { Locale } from '#contract/locales';
import { isLocale } from '#contract/locales';
import { localizePath } from './locale-path.ts';

/** First UI language the browser prefers that we have, by base language (`tr-TR` → `tr`). */
export function matchBrowserLanguage(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * Where a visit to the bare root should start: the remembered locale (cookie) or, on a first visit, the browser's
 * language. Only `/` is redirected, so a shared German link always opens in German.
 */
export function startPathFor(
  pathname: string,
  cookieLocale: Locale | null,
  languages: readonly string[],
): string | null {
  if (pathname !== '/') return null;
  const preferred = cookieLocale ?? matchBrowserLanguage(languages);
  if (!preferred) return null;
  const target = localizePath('/', preferred);
  return target === pathname ? null : target;
}
