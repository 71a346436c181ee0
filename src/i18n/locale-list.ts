import type { Locale } from '#contract/locales';

/*
 * The values of contract/locales.ts, repeated here on purpose: that module also builds zod schemas at load time,
 * and other contract schemas use them, so importing it puts all of zod into the first screen's bundle (~20 KB gzip).
 * tests/client/locale-list.test.ts fails the moment the two disagree; types still come from the contract.
 */
export const locales = ['de', 'en', 'ru', 'tr', 'el', 'es', 'it', 'uk', 'ro', 'fr', 'pt', 'bg'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'de';

/** Each language in its own name. */
export const localeNames = {
  de: 'Deutsch',
  en: 'English',
  ru: 'Русский',
  tr: 'Türkçe',
  el: 'Ελληνικά',
  es: 'Español',
  it: 'Italiano',
  uk: 'Українська',
  ro: 'Română',
  fr: 'Français',
  pt: 'Português',
  bg: 'Български',
} satisfies Record<Locale, string>;

export const localeCookie = { name: 'i18n_redirected', maxAgeDays: 365 } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
