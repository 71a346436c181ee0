import type { SyncRows } from '#contract/sync-rows';
import { isPastDeadline, type PublicationKind } from '#contract/publication-rules';

export type NewsRow = SyncRows['news'];
export type EventRow = SyncRows['events'];
export type ConfirmationRow = SyncRows['confirmations'];
export type Publication = NewsRow | EventRow;
export type { PublicationKind };

/** A child of the user as the answer screens need it. */
export interface OwnChild {
  id: string;
  firstName: string;
  groupId: string | null;
}

/**
 * The user's children the item asks about, as the server decides (server/repositories/publication-repository.ts):
 * all of them for a whole-kindergarten item, those in the item's groups otherwise. None: the user answers once
 * for themselves (child null).
 */
export function applicableChildren(item: Pick<Publication, 'group_ids'>, own: readonly OwnChild[]): OwnChild[] {
  const children = item.group_ids.length === 0 ? [...own] : own.filter((child) => child.groupId !== null && item.group_ids.includes(child.groupId));
  return children.sort((a, b) => a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id));
}

/** Where the answer of an item stands: nothing asked, open until the deadline, or closed. */
export type AnswerWindow = 'not-requested' | 'open' | 'closed';

export function answerWindow(item: Pick<Publication, 'requires_confirmation' | 'deadline'>, now: Date): AnswerWindow {
  if (!item.requires_confirmation) return 'not-requested';
  return isPastDeadline(item.deadline, now) ? 'closed' : 'open';
}

/** The key of one answer slot: a child's id, or '' for the user's own answer (child null). */
export const slotKey = (childId: string | null) => childId ?? '';

/**
 * The user's current answer per slot (child or themselves): one per slot on the server; locally an older row with
 * another id can linger until the next pull, so the most recently changed row wins.
 */
export function currentAnswers(rows: readonly ConfirmationRow[], userId: string): Map<string, ConfirmationRow> {
  const bySlot = new Map<string, ConfirmationRow>();
  for (const row of rows) {
    if (row.deleted_at || row.user_id !== userId) continue;
    const key = slotKey(row.child_id);
    const known = bySlot.get(key);
    if (!known || known.updated_at < row.updated_at || (known.updated_at === row.updated_at && known.version < row.version)) bySlot.set(key, row);
  }
  return bySlot;
}

/** The path segment of the item's API calls and its route prefix. */
export const routeBase = (kind: PublicationKind) => (kind === 'news' ? '/news' : '/events');

export const itemTable = (kind: PublicationKind) => (kind === 'news' ? 'news' : 'events') as 'news' | 'events';

export const isEvent = (item: Publication): item is EventRow => 'starts_at' in item;
