import { useEffect, useState } from 'react';
import { mapLinkSettingsSchema } from '#contract/calendar-feed';
import { apiRequest } from '../../api/api-client.ts';
import { db } from '../../db/kita-db.ts';

/** The device table's key of the last answer of GET /api/map-link, so places link the same way offline. */
const cacheKey = 'map-link-template';

/** The operator's map template: the last one this device saw at once, then the server's answer; null = `geo:`. */
export function useMapTemplate(): string | null {
  const [template, setTemplate] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void (async () => {
      const cached = await db.device.get(cacheKey).catch(() => undefined);
      if (active && cached) setTemplate(cached.value || null);
      try {
        const answer = await apiRequest('/api/map-link', { background: true, schema: mapLinkSettingsSchema });
        if (active) setTemplate(answer.template);
        await db.device.put({ key: cacheKey, value: answer.template ?? '' });
      } catch {
        // Offline or signed out: the cached template (or `geo:`) stays.
      }
    })();
    return () => {
      active = false;
    };
  }, []);
  return template;
}
