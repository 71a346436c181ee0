import type { Locale } from '#contract/locales';
import { isLocale, localeCookie } from '#contract/locales';

export function readLocaleCookie(cookieHeader: string = document.cookie): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === localeCookie.name && isLocale(value)) return value;
  }
  return null;
}

/** 365 days, path /, SameSite=Lax (`localeCookie` in contract/locales.ts). */
export function writeLocaleCookie(locale: Locale): void {
  const maxAge = localeCookie.maxAgeDays * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${localeCookie.name}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
