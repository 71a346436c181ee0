import { z } from 'zod';
import { baseLanguage, inBatches, postJson, type TranslationProvider } from './translation-provider.ts';

/** A self-hosted LibreTranslate has no fixed limit; keeps each request's body moderate. */
const maxTexts = 50;

const detected = z.object({ language: z.string(), confidence: z.number().optional() });
/** With `q` as an array, LibreTranslate answers arrays in both fields. */
const answerSchema = z.object({ translatedText: z.array(z.string()), detectedLanguage: z.array(detected).optional() });

/**
 * LibreTranslate: `POST /translate` with `{q: [...], source: 'auto', target, format: 'text', api_key}`, answered with
 * `translatedText` and `detectedLanguage: {language, confidence}` per text.
 */
export function libreTranslateProvider(options: { url: string; apiKey?: string }): TranslationProvider {
  const base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
  const endpoint = new URL('translate', base).toString();
  return {
    name: 'libretranslate',
    serviceHost: base.host,
    translate: (texts, target) =>
      inBatches(texts, maxTexts, async (q) => {
        const body = {
          q,
          source: 'auto',
          target,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        };
        const answer = answerSchema.parse(await postJson(endpoint, body));
        return answer.translatedText.map((text, i) => ({
          text,
          detectedSource: baseLanguage(answer.detectedLanguage?.[i]?.language),
        }));
      }),
  };
}
