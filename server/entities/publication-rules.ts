import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { isStaffViewer, type Viewer } from '../repositories/sync-visibility.ts';
import type { WireColumn } from './synced-entity.ts';
import { inAudience, staffOr, type PublicationTable } from './visibility-rules.ts';

/**
 * What the sync sends: what the viewer may read, and for a parent also the items of their audience that staff took
 * back to drafts, as tombstones (see `unpublishedAsDeleted`), so a copy they hold disappears. Their audience cannot
 * change once told (server/staff/publication-writes.ts), so nobody else ever learns of them.
 */
export const publicationSyncVisible = (t: PublicationTable) => (viewer: Viewer) =>
  staffOr(
    viewer,
    and(or(isNotNull(t.publishedAt), isNotNull(t.unpublishedAt)), inAudience(t, viewer)),
    eq(t.kindergartenId, viewer.kindergartenId),
  );

/** For a parent, an unpublished item reads as deleted (at the time it was taken back): the sync sends a tombstone. */
export const unpublishedAsDeleted =
  (t: PublicationTable) =>
  (viewer: Viewer): { deleted_at?: WireColumn } =>
    isStaffViewer(viewer)
      ? {}
      : {
          deleted_at: sql`coalesce(${t.deletedAt}, case when ${t.publishedAt} is null then ${t.unpublishedAt} end)`
            .mapWith(t.deletedAt)
            .as('deleted_at'),
        };
