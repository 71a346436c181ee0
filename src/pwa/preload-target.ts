import type { Locale } from '#contract/locales';
import { readSignedInUser } from '../db/session-store.ts';
import { matchBrowserLanguage } from '../i18n/browser-locale.ts';
import { localizePath, splitLocalePath } from '../i18n/locale-path.ts';

/** The manifest's `start_url`: where the home-screen icon opens. */
export const preloadPath = '/PreLoad';

export const isPreloadPath = (pathname: string) => splitLocalePath(pathname).path === preloadPath;

/**
 * Where the home-screen start goes, from local state only (it must work with no network at all): a signed-in user
 * to the home of their language, anyone else to the login of the remembered language (the prefix of the URL, the
 * cookie, the browser's languages, German).
 */
export async function preloadTarget(
  pathname: string,
  rememberedLocale: Locale | null,
  languages: readonly string[],
): Promise<string> {
  const user = await readSignedInUser();
  if (user) return localizePath('/', user.language_iso);
  const { locale: prefixLocale } = splitLocalePath(pathname);
  const locale = pathname.startsWith(`/${prefixLocale}/`)
    ? prefixLocale
    : (rememberedLocale ?? matchBrowserLanguage(languages) ?? 'de');
  return localizePath('/login', locale);
}
