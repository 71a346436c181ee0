import type { TranslationProvider } from '../translation/translation-provider.ts';
import type { Metrics } from './metrics.ts';

/** The translation provider, counting the characters it translated: what the services bill. */
export function countedTranslationProvider(provider: TranslationProvider, metrics: Metrics): TranslationProvider {
  return {
    name: provider.name,
    serviceHost: provider.serviceHost,
    async translate(texts, target) {
      const answers = await provider.translate(texts, target);
      const characters = texts.reduce((sum, text) => sum + text.length, 0);
      metrics.translationCharacters.inc({ provider: provider.name }, characters);
      return answers;
    },
  };
}
