import { itemsWaitingForAnswer, type WaitingItem } from '#contract/publication-audience';
import type { SyncRows } from '#contract/sync-rows';
import { db, type UserRow } from './kita-db.ts';
import { ownChildren } from './own-children.ts';

export type WaitingAnswer = WaitingItem<SyncRows['news'], SyncRows['events']>;

/**
 * The news and events on this device that wait for the user's answer, by the contract's rule: the home page
 * counts them and the news archive's "waiting for my answer" lists them, so the two always agree.
 */
export async function waitingAnswers(user: UserRow, now: Date): Promise<WaitingAnswer[]> {
  const children = await ownChildren(user);
  // Nothing can wait for a user without children (staff, admins, a parent whose children are not linked yet).
  if (children.length === 0) return [];
  const [news, events, answers] = await Promise.all([
    db.news.filter((item) => item.requires_confirmation).toArray(),
    db.events
      .where('starts_at')
      .aboveOrEqual(new Date(now.getTime() - 31 * 86_400_000).toISOString())
      .filter((item) => item.requires_confirmation)
      .toArray(),
    db.confirmations.where('user_id').equals(user.id).toArray(),
  ]);
  const user_ = { id: user.id, children: children.map((child) => ({ id: child.id, group_id: child.groupId })) };
  return itemsWaitingForAnswer({ news, events, answers }, user_, now);
}
