import type { AnyRouter } from '@tanstack/react-router';
import type { Locale } from '#contract/locales';
import { activateLocale } from './activate-locale.ts';
import { localizePath, splitLocalePath } from './locale-path.ts';

// These write the browser history directly: router.navigate() compares internal paths, which do not change when
// only the locale prefix does.

/** Shows the current page in another language (same path, new prefix). */
export async function switchLocale(router: AnyRouter, locale: Locale): Promise<void> {
  await activateLocale(locale);
  const { pathname, search, hash } = window.location;
  router.history.replace(localizePath(splitLocalePath(pathname).path, locale) + search + hash);
}

/** Opens an internal path in a given language, e.g. the home of the user's language after sign-in. */
export async function openInLocale(router: AnyRouter, path: string, locale: Locale): Promise<void> {
  await activateLocale(locale);
  router.history.push(localizePath(path, locale));
}
