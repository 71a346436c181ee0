import type { TranslationProvider } from '#contract/translation-fields';
import type { TranslationInfoState } from './use-translation-info.ts';

export const translationProviderNames: Record<Exclude<TranslationProvider, 'none'>, string> = {
  google: 'Google Cloud Translation',
  deepl: 'DeepL',
  libretranslate: 'LibreTranslate',
};

/**
 * What the screens may say about machine translation. `unknown` (still asking, or offline on a device that never
 * asked) claims nothing either way.
 */
export type TranslationOffer =
  { kind: 'unknown' } | { kind: 'not-offered' } | { kind: 'offered'; providerName: string };

export function translationOffer(state: TranslationInfoState): TranslationOffer {
  if (state.status !== 'known') return { kind: 'unknown' };
  const { provider } = state.info;
  return provider === 'none'
    ? { kind: 'not-offered' }
    : { kind: 'offered', providerName: translationProviderNames[provider] };
}

/**
 * Choosing a language only makes sense where something translates into it. The server still stores a choice made
 * without a provider: it takes effect once the kindergarten sets one up.
 */
export function mayChooseTranslationLanguage(offer: TranslationOffer): boolean {
  return offer.kind !== 'not-offered';
}
