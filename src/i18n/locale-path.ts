import type { Locale } from '#contract/locales';
import { defaultLocale, isLocale } from '#contract/locales';

/**
 * The locale lives only in the URL: German has no prefix, every other locale is the first path segment.
 * The route tree never sees it; the router's rewrite uses these two functions.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  // `de` is not a prefix: German URLs have none, so `/de/...` stays an (unknown) path.
  if (first !== undefined && first !== defaultLocale && isLocale(first)) {
    return { locale: first, path: match?.[2] || '/' };
  }
  return { locale: defaultLocale, path: pathname };
}

/** The browser path of an internal (unprefixed) path in a locale. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function localeOfPath(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}
