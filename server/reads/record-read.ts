import type { ItemRead, ItemReadRequest } from '#contract/item-reads';
import type { Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';

/**
 * Records that the viewer opened an item they may see: a news item or event of their audience (staff: of their
 * kindergarten), a live post of their kindergarten. `notFound` for anything else; `taken` when the id names another
 * user's read. A read time in the future (a device clock ahead) is taken as now.
 */
export async function recordRead(
  repositories: Repositories,
  viewer: Viewer,
  request: ItemReadRequest,
  now = new Date(),
): Promise<{ read: ItemRead } | { notFound: true } | { taken: true }> {
  const { item_kind: kind, item_id: itemId } = request;
  const item =
    kind === 'post'
      ? await repositories.blackboard.findPost(viewer, itemId)
      : await repositories.publications.findVisible(kind, viewer, itemId);
  if (!item) return { notFound: true };
  const readAt = new Date(Math.min(Date.parse(request.read_at), now.getTime()));
  const read = await repositories.itemReads.record({
    id: request.id,
    kindergartenId: viewer.kindergartenId,
    userId: viewer.userId,
    kind,
    itemId,
    readAt,
  });
  return read ? { read } : { taken: true };
}
