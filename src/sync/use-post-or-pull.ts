import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../db/kita-db.ts';
import { requestPull } from './sync-signals.ts';
import { useOnline } from './use-online.ts';

export type Presence = 'loading' | 'present' | 'missing';

// A pull that never answers (server down) must not leave a skeleton forever.
const giveUpAfterMs = 10_000;

/**
 * A deep link to a post (or news item, event…) this device does not have (yet): while online a pull is asked for, and the screen shows a
 * skeleton until a pull has finished after the screen opened. Only then is an unknown post "missing" (→ 404 page);
 * offline it is missing at once, with nothing to wait for.
 */
export function usePostPresence(found: boolean | undefined, userId: string | undefined): Presence {
  const online = useOnline();
  const [openedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const pulledAt = useLiveQuery(
    async () => (userId ? ((await db.sync_state.get(userId))?.pulledAt ?? 0) : undefined),
    [userId],
  );
  const missing = found === false;
  useEffect(() => {
    if (!missing || !online) return;
    requestPull();
    const timer = setTimeout(() => setGaveUp(true), giveUpAfterMs);
    return () => clearTimeout(timer);
  }, [missing, online]);
  if (found === undefined) return 'loading';
  if (found) return 'present';
  const pulledSinceOpening = pulledAt !== undefined && pulledAt >= openedAt;
  return online && !pulledSinceOpening && !gaveUp ? 'loading' : 'missing';
}
