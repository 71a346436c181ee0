import type { Locale } from '#contract/locales';
import { apiRequest } from '../../api/api-client.ts';
import { updateSignedInUser } from '../../db/session-store.ts';
import { writeTranslationCookie } from './translation-cookie.ts';

/**
 * Saves the translation language on the server and on this device, then reloads the page, so every
 * screen shows its texts in the new translation from the start.
 */
export async function saveTranslationLanguage(target: Locale | null): Promise<void> {
  const answer = await apiRequest('/api/user/update-google-language', {
    method: 'POST',
    body: { iso: target ?? 'none' },
    quiet: true,
    schema: () => import('#contract/user').then((m) => m.updateGoogleLanguageResponseSchema),
  });
  await updateSignedInUser({ google_translation_language: answer.google_translation_language });
  writeTranslationCookie(answer.google_translation_language);
  window.location.reload();
}
