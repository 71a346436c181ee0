import type { Env } from '../env.ts';
import { deeplProvider } from './deepl-provider.ts';
import { googleProvider } from './google-provider.ts';
import { libreTranslateProvider } from './libretranslate-provider.ts';
import type { TranslationProvider } from './translation-provider.ts';

/** The provider `TRANSLATE_PROVIDER` names; undefined for `none` (originals only). `loadEnv` checked key and URL. */
export function createTranslationProvider(env: Env): TranslationProvider | undefined {
  const { TRANSLATE_PROVIDER: name, TRANSLATE_API_KEY: apiKey, TRANSLATE_URL: url } = env;
  switch (name) {
    case 'none':
      return undefined;
    case 'google':
      return googleProvider({ apiKey: apiKey!, ...(url ? { baseUrl: url } : {}) });
    case 'deepl':
      return deeplProvider({ apiKey: apiKey!, ...(url ? { baseUrl: url } : {}) });
    case 'libretranslate':
      return libreTranslateProvider({ url: url!, ...(apiKey ? { apiKey } : {}) });
  }
}
