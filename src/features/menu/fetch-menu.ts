import { apiRequest } from '../../api/api-client.ts';
import { mergeServerRows } from '../../sync/server-rows.ts';
import { asSignedInUser, currentSession } from '../../sync/user-transaction.ts';
import { prefetchRange } from './week-range.ts';

/** Weeks asked for since the page loaded: the sync keeps them current afterwards. */
const requested = new Set<string>();

/**
 * Fills the week starting `monday` and the two after it into Dexie with POST /api/menu, once per page load, so they
 * are on the device before the user swipes there and stay readable offline. The rows are the sync's own rows, merged
 * the same way (a newer synced copy is never replaced). Quiet: the screen shows what it has either way.
 */
export async function prefetchMenuWeeks(monday: string): Promise<void> {
  if (requested.has(monday) || !navigator.onLine) return;
  const session = await currentSession();
  if (!session) return;
  requested.add(monday);
  try {
    const answer = await apiRequest('/api/menu', {
      method: 'POST',
      body: prefetchRange(monday),
      background: true,
      schema: () => import('#contract/menu').then((m) => m.menuResponseSchema),
    });
    await asSignedInUser(session.userId, () => mergeServerRows('menu_days', answer.menu, new Map()));
  } catch {
    // Offline or a failure: ask again next time this week is shown.
    requested.delete(monday);
  }
}
