import { defaultLocale, isLocale, type Locale } from '#contract/locales';

/**
 * The client sends its current UI locale as Accept-Language. Takes the first listed language whose primary subtag
 * is one of the 12 locales (q-values are ignored: the client sends one), else German.
 */
export function languageFromAcceptLanguage(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}
