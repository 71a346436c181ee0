import { describe, expect, it } from 'vitest';
import { readTranslationTarget, translationCookieValue } from '../../src/features/translation/translation-cookie.ts';

describe('translation cookie', () => {
  it('translates into English with automatic source detection when nothing was chosen', () => {
    expect(readTranslationTarget('')).toBe('en');
    expect(readTranslationTarget('i18n_redirected=ru')).toBe('en');
  });

  it('holds the chosen language after automatic source detection', () => {
    expect(translationCookieValue('uk')).toBe('/auto/uk');
    expect(readTranslationTarget('i18n_redirected=de; googtrans=/auto/tr')).toBe('tr');
  });

  it('ignores a language the app does not have', () => {
    expect(readTranslationTarget('googtrans=/auto/xx')).toBe('en');
  });
});
