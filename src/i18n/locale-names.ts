import type { Locale } from '#contract/locales';

/**
 * Each language in its own name, as the language screen and the visitors' language menu list it. Not in
 * contract/locales.ts, which every first screen loads (the locale of the URL): most never show these names.
 */
export const localeNames: Record<Locale, string> = {
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
};
