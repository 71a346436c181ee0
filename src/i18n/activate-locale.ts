import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '#contract/locales';
import { writeLocaleCookie } from './locale-cookie.ts';

// One lazy chunk per locale; @lingui/vite-plugin compiles the .po file on import.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

/**
 * Set while the active catalog is only the first screen's part: its locale and the path it holds the messages of.
 * Any other path waits for the whole catalog.
 */
let partFor: { locale: Locale; path: string } | null = null;
let completing: Promise<void> | null = null;

/**
 * The catalog part the page's preload script chose for this start (sw/build/first-screen-preload.ts): only on a start
 * without the service worker, and only for the locale and path it was chosen for.
 */
function firstScreenPart(locale: Locale, path: string): string | null {
  const link = document.querySelector<HTMLLinkElement>('link[data-catalog-locale]');
  return link?.dataset.catalogLocale === locale && link.dataset.catalogPath === path ? link.href : null;
}

async function loadWhole(locale: Locale): Promise<void> {
  const { messages } = await catalogs[`../../locales/${locale}/messages.po`]();
  i18n.loadAndActivate({ locale, messages });
  partFor = null;
}

async function load(locale: Locale, path: string | undefined): Promise<void> {
  const part = i18n.locale ? null : path !== undefined && firstScreenPart(locale, path);
  if (part) {
    try {
      const { messages } = (await import(/* @vite-ignore */ part)) as { messages: Messages };
      i18n.loadAndActivate({ locale, messages });
      partFor = { locale, path: path! };
      return;
    } catch {
      // The whole catalog then.
    }
  }
  await loadWhole(locale);
}

/**
 * Loads the rest of the catalog when the first screen got only its part; the screen renders again with it (Lingui's
 * change event). main.tsx calls it once the first screen is there; a navigation elsewhere waits for it.
 */
export function completeCatalog(): Promise<void> {
  if (!partFor) return Promise.resolve();
  const { locale } = partFor;
  completing ??= catalogs[`../../locales/${locale}/messages.po`]()
    .then(({ messages }) => {
      // The user may have switched language meanwhile: then these messages are only kept for later.
      if (i18n.locale === locale) i18n.loadAndActivate({ locale, messages });
      else i18n.load(locale, messages);
      if (partFor?.locale === locale) partFor = null;
    })
    .finally(() => {
      completing = null;
    });
  return completing;
}

/**
 * Loads the locale's catalog once, activates it, and keeps `<html lang>` and the cookie in step. `path`: the page's
 * path, for the first screen's catalog part.
 */
export async function activateLocale(locale: Locale, path?: string): Promise<void> {
  if (i18n.locale !== locale) {
    try {
      await load(locale, path);
    } catch (error) {
      // Offline without a cached catalog: keep the language we have rather than failing the navigation.
      if (!i18n.locale) throw error;
      console.warn(`Catalog for ${locale} could not be loaded`, error);
      return;
    }
  } else if (partFor && partFor.path !== path) {
    await completeCatalog().catch((error: unknown) => console.warn(`Catalog for ${locale} could not be loaded`, error));
  }
  document.documentElement.lang = locale;
  writeLocaleCookie(locale);
}
