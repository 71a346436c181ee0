import { useMemo } from 'react';
import { deviceTimeZone, useKindergartenZone } from './kindergarten-zone.ts';
import { kindergartenTime, type KindergartenTime } from './kindergarten-time.ts';
import { useLocale } from './use-locale.ts';

/** Dates and times in the kindergarten's zone and the user's language (see kindergarten-time.ts). */
export function useKindergartenTime(): KindergartenTime {
  const locale = useLocale();
  const zone = useKindergartenZone();
  return useMemo(() => kindergartenTime(locale, zone, deviceTimeZone()), [locale, zone]);
}
