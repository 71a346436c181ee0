import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as s from '../db/schema/index.ts';
import { guardedGroupIds, isStaffViewer, type Viewer } from '../repositories/sync-visibility.ts';

/** Every row of the viewer's kindergarten. */
export const inKindergarten = (column: PgColumn) => (viewer: Viewer) => eq(column, viewer.kindergartenId);

/** Staff see what the kindergarten rule allows, a parent only what also passes the parent rule. */
export const staffOr = (viewer: Viewer, parentRule: SQL | undefined, kindergartenRule: SQL) =>
  isStaffViewer(viewer) ? kindergartenRule : and(kindergartenRule, parentRule);

/** The ids of the viewer's kindergarten's board posts, deleted ones included. */
export const postsOfKindergarten = (viewer: Viewer) =>
  sql`(select ${s.blackboardPosts.id} from ${s.blackboardPosts} where ${s.blackboardPosts.kindergartenId} = ${viewer.kindergartenId})`;

export type PublicationTable = typeof s.news | typeof s.events;

/** For everyone, or for one of the parent's children's groups. */
export const inAudience = (t: PublicationTable, viewer: Viewer) =>
  sql`(${t.groupIds} = '{}' or ${t.groupIds} && array${guardedGroupIds(viewer)})`;

/** What a viewer may read: staff every item of their kindergarten, a parent the published items of their audience. */
export const publicationVisible = (t: PublicationTable) => (viewer: Viewer) =>
  staffOr(viewer, and(isNotNull(t.publishedAt), inAudience(t, viewer)), eq(t.kindergartenId, viewer.kindergartenId));

/** Every row of the viewer's kindergarten for staff and admins; none for a parent. */
export const staffOfKindergarten = (column: PgColumn) => (viewer: Viewer) =>
  isStaffViewer(viewer) ? eq(column, viewer.kindergartenId) : sql`false`;
