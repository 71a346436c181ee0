import type { Locale } from '#contract/locales';
import { isLocale } from '#contract/locales';

/**
 * The translation cookie in the form Google's website translator reads: `googtrans=/<source>/<target>`,
 * source `auto` = detect the language of each text. Without a cookie the target is English; "no
 * translation" removes it, and the stored setting (null) tells the translating code to leave texts alone.
 */
export const translationCookieName = 'googtrans';
export const defaultTranslationTarget: Locale = 'en';

export function translationCookieValue(target: Locale): string {
  return `/auto/${target}`;
}

export function readTranslationTarget(cookieHeader: string): Locale {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    const target = name === translationCookieName ? value?.split('/')[2] : undefined;
    if (isLocale(target)) return target;
  }
  return defaultTranslationTarget;
}

export function writeTranslationCookie(target: Locale | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    target === null
      ? `${translationCookieName}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
      : `${translationCookieName}=${translationCookieValue(target)}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`;
}
