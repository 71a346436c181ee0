// No zod here: the first screen imports these values, and zod would come with them (~20 KB gzip).

/** The 12 interface languages. German is the default and has no path prefix. */
export const locales = ['de', 'en', 'ru', 'tr', 'el', 'es', 'it', 'uk', 'ro', 'fr', 'pt', 'bg'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';
/** Fallback for formatting when a locale lacks data. */
export const fallbackLocale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Cookie that holds the UI locale: 365 days, path /, SameSite=Lax. */
export const localeCookie = { name: 'i18n_redirected', maxAgeDays: 365 } as const;
