import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { childRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { visibleChildIds } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/** A child record stays with the kindergarten; the export shows the user's children with group and relation. */
export const childrenEntity = defineSyncedEntity({
  name: 'children',
  table: s.children,
  row: childRowSchema,
  visible: (viewer) =>
    and(eq(s.children.kindergartenId, viewer.kindergartenId), sql`${s.children.id} in ${visibleChildIds(viewer)}`),
  dexie: 'id, group_id, kindergarten_id',
  account: {
    export: {
      key: 'children',
      rows: async (db, { user }) => {
        const rows = await db
          .select({
            id: s.children.id,
            first_name: s.children.firstName,
            last_name: s.children.lastName,
            birth_date: s.children.birthDate,
            group_id: s.groups.id,
            group_name: s.groups.name,
            relation: s.guardians.relation,
            guardian_since: s.guardians.createdAt,
          })
          .from(s.guardians)
          .innerJoin(s.children, eq(s.children.id, s.guardians.childId))
          .leftJoin(s.groups, eq(s.groups.id, s.children.groupId))
          .where(and(eq(s.guardians.userId, user.id), isNull(s.guardians.deletedAt), isNull(s.children.deletedAt)))
          .orderBy(asc(s.children.firstName));
        return rows.map(({ group_id, group_name, guardian_since, ...child }) => ({
          ...child,
          group: group_id && group_name !== null ? { id: group_id, name: group_name } : null,
          guardian_since: guardian_since.toISOString(),
        }));
      },
    },
    delete: 'kept',
  },
});
