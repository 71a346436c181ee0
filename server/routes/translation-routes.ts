import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationInfoResponseSchema } from '#contract/translations';
import type { TranslationProvider } from '../translation/translation-provider.ts';

/** GET /api/translation/info — public: the translation info page tells visitors where texts go before they sign up. */
export const translationRoutes: FastifyPluginAsyncZod<{
  provider: TranslationProvider | undefined;
  dailyCharacters: number | null;
}> = async (app, { provider, dailyCharacters }) => {
  app.get('/translation/info', { schema: { response: { 200: translationInfoResponseSchema } } }, async () => ({
    provider: provider?.name ?? ('none' as const),
    service_host: provider?.serviceHost ?? null,
    daily_character_budget: provider ? dailyCharacters : null,
  }));
};
