import { useLingui } from '@lingui/react';
import type { Locale } from '#contract/locales';
import { isLocale, defaultLocale } from '#contract/locales';

/** The active UI locale (set from the URL before any route renders). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}
