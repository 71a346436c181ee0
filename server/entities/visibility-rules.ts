import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as s from '../db/schema/index.ts';
import {
  guardedChildIds,
  isStaffViewer,
  letterGroupIds,
  receivesKindergartenLetters,
  type Viewer,
} from '../repositories/sync-visibility.ts';

/** Every row of the viewer's kindergarten. */
export const inKindergarten = (column: PgColumn) => (viewer: Viewer) => eq(column, viewer.kindergartenId);

/** Staff see what the kindergarten rule allows, a parent only what also passes the parent rule. */
export const staffOr = (viewer: Viewer, parentRule: SQL | undefined, kindergartenRule: SQL) =>
  isStaffViewer(viewer) ? kindergartenRule : and(kindergartenRule, parentRule);

/** The ids of the viewer's kindergarten's board posts, deleted ones included. */
export const postsOfKindergarten = (viewer: Viewer) =>
  sql`(select ${s.blackboardPosts.id} from ${s.blackboardPosts} where ${s.blackboardPosts.kindergartenId} = ${viewer.kindergartenId})`;

export type PublicationTable = typeof s.news | typeof s.events;

/** For everyone, or for the group of a child whose letters reach the parent (contract/family-rules.ts). */
export const inAudience = (t: PublicationTable, viewer: Viewer) =>
  sql`((${t.groupIds} = '{}' and ${receivesKindergartenLetters(viewer)}) or ${t.groupIds} && array${letterGroupIds(viewer)})`;

/** What a viewer may read: staff every item of their kindergarten, a parent the published items of their audience. */
export const publicationVisible = (t: PublicationTable) => (viewer: Viewer) =>
  staffOr(viewer, and(isNotNull(t.publishedAt), inAudience(t, viewer)), eq(t.kindergartenId, viewer.kindergartenId));

/** Every row of the viewer's kindergarten for staff and admins; none for a parent. */
export const staffOfKindergarten = (column: PgColumn) => (viewer: Viewer) =>
  isStaffViewer(viewer) ? eq(column, viewer.kindergartenId) : sql`false`;
/** A parent's answers to letters: their own and any guardian's for their children (one answer per child and item). */
export const parentSeesAnswer = (viewer: Viewer) =>
  or(eq(s.confirmations.userId, viewer.userId), sql`${s.confirmations.childId} in ${guardedChildIds(viewer)}`);
