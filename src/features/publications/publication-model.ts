import type { SyncRows } from '#contract/sync-rows';
import { answerClosedReason, inAudience } from '#contract/publication-audience';
import type { PublicationKind } from '#contract/publication-rules';
import type { OwnChild } from '../../db/own-children.ts';

export type NewsRow = SyncRows['news'];
export type EventRow = SyncRows['events'];
export type ConfirmationRow = SyncRows['confirmations'];
export type Publication = NewsRow | EventRow;
export type { PublicationKind };

export type { OwnChild };

/**
 * The user's children the item asks about, as the server decides (server/repositories/publication-repository.ts):
 * all of them for a whole-kindergarten item, those in the item's groups otherwise. None: the user cannot answer.
 */
export function applicableChildren(item: Pick<Publication, 'group_ids'>, own: readonly OwnChild[]): OwnChild[] {
  const children = own.filter((child) => inAudience(item, { id: child.id, group_id: child.groupId }));
  return children.sort((a, b) => a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id));
}

/** Where the answer of an item stands: nothing asked, open until the deadline (an event: until it is over), or closed. */
export type AnswerWindow = 'not-requested' | 'open' | 'closed';

export function answerWindow(item: Parameters<typeof answerClosedReason>[0], now: Date): AnswerWindow {
  const closed = answerClosedReason(item, now);
  return closed === 'answer_not_requested' ? 'not-requested' : closed === 'deadline_passed' ? 'closed' : 'open';
}

/** The key of one answer slot: a child's id, or '' for the user's own answer (child null). */
export const slotKey = (childId: string | null) => childId ?? '';

/**
 * Which of two rows of one slot shows: the user's own not yet acknowledged by the server (version 0; waiting, or
 * refused because another guardian answered meanwhile) over the family's, so it is never hidden; else the newer.
 */
function newer(row: ConfirmationRow, known: ConfirmationRow): boolean {
  if ((row.version === 0) !== (known.version === 0)) return row.version === 0;
  return known.updated_at < row.updated_at || (known.updated_at === row.updated_at && known.version < row.version);
}

/**
 * The current answer per slot: a child's is the family's, whichever guardian gave it (contract/family-rules.ts); the
 * user's own without a child is theirs alone. One per slot on the server; locally an older row with another id can
 * linger until the next pull, so the most recently changed row wins.
 */
export function currentAnswers(rows: readonly ConfirmationRow[], userId: string): Map<string, ConfirmationRow> {
  const bySlot = new Map<string, ConfirmationRow>();
  for (const row of rows) {
    if (row.deleted_at || (row.child_id === null && row.user_id !== userId)) continue;
    const key = slotKey(row.child_id);
    const known = bySlot.get(key);
    if (!known || newer(row, known)) bySlot.set(key, row);
  }
  return bySlot;
}

/** The path segment of the item's API calls and its route prefix. */
export const routeBase = (kind: PublicationKind) => (kind === 'news' ? '/news' : '/events');

export const itemTable = (kind: PublicationKind) => (kind === 'news' ? 'news' : 'events') as 'news' | 'events';

export const isEvent = (item: Publication): item is EventRow => 'starts_at' in item;
