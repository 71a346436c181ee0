import { z } from 'zod';
import { translationProviders } from './translation-fields.ts';

/**
 * GET /api/translation/info — public (the translation info page works signed out): which provider receives the
 * texts to translate, and the daily allowance per kindergarten. `provider: 'none'` = translation is not set up.
 */
export const translationInfoResponseSchema = z.object({
  provider: z.enum(translationProviders),
  /** Where texts are sent: the provider's host (e.g. `translation.googleapis.com`, or a self-hosted LibreTranslate). */
  service_host: z.string().nullable(),
  /** Characters per day and kindergarten sent to the provider; null = no limit. */
  daily_character_budget: z.number().int().nullable(),
});
export type TranslationInfoResponse = z.infer<typeof translationInfoResponseSchema>;
