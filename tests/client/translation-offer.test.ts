import { describe, expect, it } from 'vitest';
import { mayChooseTranslationLanguage, translationOffer } from '../../src/api/translation-offer.ts';

const known = (provider: 'none' | 'google' | 'deepl' | 'libretranslate') =>
  ({ status: 'known', info: { provider, service_host: null, daily_character_budget: null } }) as const;

describe('what the app says about machine translation', () => {
  it('says it is not offered when the kindergarten has no translation provider, and closes the choice', () => {
    expect(translationOffer(known('none'))).toEqual({ kind: 'not-offered' });
    expect(mayChooseTranslationLanguage(translationOffer(known('none')))).toBe(false);
  });

  it('names the provider when there is one, and leaves the choice open', () => {
    expect(translationOffer(known('google'))).toEqual({ kind: 'offered', providerName: 'Google Cloud Translation' });
    expect(translationOffer(known('deepl'))).toEqual({ kind: 'offered', providerName: 'DeepL' });
    expect(translationOffer(known('libretranslate'))).toEqual({ kind: 'offered', providerName: 'LibreTranslate' });
    expect(mayChooseTranslationLanguage(translationOffer(known('deepl')))).toBe(true);
  });

  it('claims nothing while it does not know (still asking, or offline on a device that never asked), and closes nothing', () => {
    for (const state of [{ status: 'loading' }, { status: 'unavailable' }] as const) {
      expect(translationOffer(state)).toEqual({ kind: 'unknown' });
      expect(mayChooseTranslationLanguage(translationOffer(state))).toBe(true);
    }
  });
});
