import { useEffect, useState } from 'react';
import { translationInfoResponseSchema, type TranslationInfoResponse } from '#contract/translations';
import { apiRequest } from './api-client.ts';
import { db } from '../db/kita-db.ts';
import { translationOffer, type TranslationOffer } from './translation-offer.ts';

/** The device table's key of the last answer of GET /api/translation/info, so the page also says it offline. */
const cacheKey = 'translation-info';

export type TranslationInfoState =
  { status: 'loading' } | { status: 'known'; info: TranslationInfoResponse } | { status: 'unavailable' };

async function cachedInfo(): Promise<TranslationInfoResponse | undefined> {
  const row = await db.device.get(cacheKey);
  if (!row) return undefined;
  try {
    const parsed = translationInfoResponseSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Which provider receives the texts: the server's answer, else the last one this device saw, else unavailable. */
export function useTranslationInfo(): TranslationInfoState {
  const [state, setState] = useState<TranslationInfoState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    const show = (next: TranslationInfoState) => active && setState(next);
    void (async () => {
      const cached = await cachedInfo().catch(() => undefined);
      if (cached) show({ status: 'known', info: cached });
      try {
        const info = await apiRequest('/api/translation/info', {
          background: true,
          schema: translationInfoResponseSchema,
        });
        show({ status: 'known', info });
        await db.device.put({ key: cacheKey, value: JSON.stringify(info) });
      } catch {
        if (!cached) show({ status: 'unavailable' });
      }
    })();
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** What the screens may say about machine translation here: offered (by whom), not offered, or not known yet. */
export function useTranslationOffer(): TranslationOffer {
  return translationOffer(useTranslationInfo());
}
