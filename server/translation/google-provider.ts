import { z } from 'zod';
import { baseLanguage, inBatches, postJson, type TranslationProvider } from './translation-provider.ts';

/** Cloud Translation Basic takes at most 128 texts per request. */
const maxTexts = 128;

const answerSchema = z.object({
  data: z.object({
    translations: z.array(z.object({ translatedText: z.string(), detectedSourceLanguage: z.string().optional() })),
  }),
});

/**
 * Google Cloud Translation Basic (v2): `POST /language/translate/v2?key=…` with `{q: [...], target, format: 'text'}`,
 * answered with `data.translations[i].translatedText` and `detectedSourceLanguage`. `baseUrl` only for a proxy or a
 * test double.
 */
export function googleProvider(options: { apiKey: string; baseUrl?: string }): TranslationProvider {
  const base = new URL(options.baseUrl ?? 'https://translation.googleapis.com');
  const endpoint = new URL('/language/translate/v2', base);
  endpoint.searchParams.set('key', options.apiKey);
  return {
    name: 'google',
    serviceHost: base.host,
    translate: (texts, target) =>
      inBatches(texts, maxTexts, async (q) => {
        const answer = answerSchema.parse(await postJson(endpoint.toString(), { q, target, format: 'text' }));
        return answer.data.translations.map((t) => ({
          text: t.translatedText,
          detectedSource: baseLanguage(t.detectedSourceLanguage),
        }));
      }),
  };
}
