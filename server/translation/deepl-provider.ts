import { z } from 'zod';
import type { Locale } from '#contract/locales';
import { baseLanguage, inBatches, postJson, type TranslationProvider } from './translation-provider.ts';

/** DeepL takes at most 50 texts per request. */
const maxTexts = 50;

const answerSchema = z.object({
  translations: z.array(z.object({ text: z.string(), detected_source_language: z.string().optional() })),
});

/** DeepL no longer accepts plain `EN` and `PT` as targets: the variant our users most likely read. */
const targetCode = (target: Locale) => ({ en: 'EN-GB', pt: 'PT-PT' })[target as string] ?? target.toUpperCase();

/**
 * DeepL API v2: `POST /v2/translate` with `{text: [...], target_lang}` and the header `Authorization: DeepL-Auth-Key …`,
 * answered with `translations[i].text` and `detected_source_language`. Keys of the free plan end in `:fx` and work only
 * on api-free.deepl.com. `baseUrl` only for a proxy or a test double.
 */
export function deeplProvider(options: { apiKey: string; baseUrl?: string }): TranslationProvider {
  const base = new URL(
    options.baseUrl ?? (options.apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com'),
  );
  const endpoint = new URL('/v2/translate', base).toString();
  const headers = { authorization: `DeepL-Auth-Key ${options.apiKey}` };
  return {
    name: 'deepl',
    serviceHost: base.host,
    translate: (texts, target) =>
      inBatches(texts, maxTexts, async (text) => {
        const answer = answerSchema.parse(await postJson(endpoint, { text, target_lang: targetCode(target) }, headers));
        return answer.translations.map((t) => ({
          text: t.text,
          detectedSource: baseLanguage(t.detected_source_language),
        }));
      }),
  };
}
