import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '#contract/locales';
import { writeLocaleCookie } from './locale-cookie.ts';

// One lazy chunk per locale; @lingui/vite-plugin compiles the .po file on import.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

/** Loads the locale's catalog once, activates it, and keeps `<html lang>` and the cookie in step. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const load = catalogs[`../../locales/${locale}/messages.po`];
    try {
      const { messages } = await load();
      i18n.loadAndActivate({ locale, messages });
    } catch (error) {
      // Offline without a cached catalog: keep the language we have rather than failing the navigation.
      if (!i18n.locale) throw error;
      console.warn(`Catalog for ${locale} could not be loaded`, error);
      return;
    }
  }
  document.documentElement.lang = locale;
  writeLocaleCookie(locale);
}
