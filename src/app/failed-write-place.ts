import type { OutboxEntry } from '../sync/outbox-entry.ts';

/** A screen of the app as `<Link to params>` takes it. */
export type Place =
  | { to: '/absence-history/$id'; params: { id: string } }
  | { to: '/blackboard/$id'; params: { id: string } }
  | { to: '/blackboard/$id/comments'; params: { id: string } }
  | { to: '/absence-history' };

/**
 * Where a refused write is shown with its retry / edit / discard: the screen of the row it wrote. A deleted post
 * has no screen of its own any more, so its failure shows where the post is (the post comes back while the delete
 * waits); a kind this build does not place leads to the absence history, the first place with failed entries.
 */
export function failedWritePlace(entry: OutboxEntry | undefined): Place {
  if (!entry) return { to: '/absence-history' };
  const { table, id } = entry.entity;
  if (table === 'absences') return { to: '/absence-history/$id', params: { id } };
  if (table === 'blackboard_posts') return { to: '/blackboard/$id', params: { id } };
  if (table === 'comments' && 'post_id' in entry.row)
    return { to: '/blackboard/$id/comments', params: { id: entry.row.post_id } };
  return { to: '/absence-history' };
}
