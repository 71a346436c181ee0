import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/kita-db.ts';
import type { UserRow } from '../../db/kita-db.ts';

export interface ChildInfo {
  id: string;
  firstName: string;
  name: string;
  groupName: string | null;
}

export interface ChildDirectory {
  /** Every child this user may see (names in the history). */
  byId: Map<string, ChildInfo>;
  /** The children this user may report for, by first name: a parent's own, all of the kindergarten for staff. */
  reportable: ChildInfo[];
}

const byFirstName = (a: ChildInfo, b: ChildInfo) =>
  a.firstName.localeCompare(b.firstName) || a.name.localeCompare(b.name);

/**
 * Children from the synced tables, completed with the session's own list (GET /api/user): right after sign-in,
 * before the first pull has landed, a parent can already report — also offline.
 */
export function useChildren(user: UserRow | undefined): ChildDirectory | undefined {
  return useLiveQuery(async () => {
    if (!user) return undefined;
    const [children, groups, guardianships] = await Promise.all([
      db.children.toArray(),
      db.groups.toArray(),
      db.guardians.where('user_id').equals(user.id).toArray(),
    ]);
    const groupNames = new Map(groups.map((group) => [group.id, group.name]));
    const byId = new Map<string, ChildInfo>();
    for (const child of user.children) {
      const name = `${child.first_name} ${child.last_name}`.trim();
      byId.set(child.id, { id: child.id, firstName: child.first_name, name, groupName: child.group?.name ?? null });
    }
    for (const child of children) {
      if (child.deleted_at) continue;
      const name = `${child.first_name} ${child.last_name}`.trim();
      const groupName = child.group_id ? (groupNames.get(child.group_id) ?? null) : null;
      byId.set(child.id, { id: child.id, firstName: child.first_name, name, groupName });
    }
    const staff = user.role !== 'parent';
    const own = new Set([
      ...user.children.map((child) => child.id),
      ...guardianships.filter((g) => !g.deleted_at).map((g) => g.child_id),
    ]);
    const reportable = [...byId.values()].filter((child) => (staff ? true : own.has(child.id))).sort(byFirstName);
    return { byId, reportable };
  }, [user]);
}
