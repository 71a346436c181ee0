import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/kita-db.ts';
import { readSignedInUser } from '../../db/session-store.ts';

export type LegalTextKey = 'imprint' | 'data_protection' | 'terms';

/**
 * The signed-in user's kindergarten's own text (synced with the kindergarten row), or null: for visitors, before the
 * first sync, or when the kindergarten has not written one. The page then shows the app's general text.
 */
export function useKindergartenText(key: LegalTextKey): { text: string; kindergarten: string } | null | undefined {
  return useLiveQuery(async () => {
    const user = await readSignedInUser();
    if (!user) return null;
    const kindergarten = await db.kindergartens.get(user.kindergarten.id);
    const text = kindergarten?.[key].trim();
    return kindergarten && text ? { text, kindergarten: kindergarten.name } : null;
  }, [key]);
}
