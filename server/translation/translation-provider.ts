import type { Locale } from '#contract/locales';

/** One provider answer per text, in the order asked. `detectedSource`: a language code such as `de`, or `und`. */
export type ProviderTranslation = { text: string; detectedSource: string };

/**
 * A machine translation service. `translate` sends all `texts` in as few requests as the service allows
 * (`maxTextsPerRequest`), detects each text's language, and throws when the service fails: the caller records the
 * failure and tries again later.
 */
export interface TranslationProvider {
  /** `TRANSLATE_PROVIDER`, stored with cached answers. */
  readonly name: 'google' | 'deepl' | 'libretranslate';
  /** Where the texts go, for GET /api/translation/info. */
  readonly serviceHost: string;
  translate(texts: string[], target: Locale): Promise<ProviderTranslation[]>;
}

/** Splits `texts` into requests of at most `size` texts and joins the answers in order. */
export async function inBatches(
  texts: string[],
  size: number,
  request: (batch: string[]) => Promise<ProviderTranslation[]>,
): Promise<ProviderTranslation[]> {
  const answers: ProviderTranslation[] = [];
  for (let start = 0; start < texts.length; start += size) {
    const batch = texts.slice(start, start + size);
    const answer = await request(batch);
    if (answer.length !== batch.length)
      throw new Error(`the translation service answered ${answer.length} texts for ${batch.length}`);
    answers.push(...answer);
  }
  return answers;
}

/** POSTs JSON and reads JSON; anything but a 2xx answer is an error naming the status (never the key). */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`the translation service answered HTTP ${response.status}`);
  return response.json();
}

/** Language codes as the services report them (`DE`, `pt-BR`, `zh-CN`) → the base language in lower case. */
export const baseLanguage = (code: string | undefined | null): string =>
  (code ? code.split(/[-_]/)[0]!.toLowerCase() : 'und') || 'und';
