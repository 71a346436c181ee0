import { db, type UserRow } from './kita-db.ts';

/** A child of the user as the answer screens and the waiting list need it. */
export interface OwnChild {
  id: string;
  firstName: string;
  groupId: string | null;
}

/** The user's own children: synced guardianships, completed by the session's list (before the first pull). */
export async function ownChildren(user: UserRow): Promise<OwnChild[]> {
  const guardianships = await db.guardians.where('user_id').equals(user.id).toArray();
  const ids = new Set([
    ...user.children.map((child) => child.id),
    ...guardianships.filter((g) => !g.deleted_at).map((g) => g.child_id),
  ]);
  const synced = new Map(
    (await db.children.bulkGet([...ids])).flatMap((child) =>
      child && !child.deleted_at ? [[child.id, child] as const] : [],
    ),
  );
  const result: OwnChild[] = [];
  for (const id of ids) {
    const row = synced.get(id);
    const fromSession = user.children.find((child) => child.id === id);
    if (row) result.push({ id, firstName: row.first_name, groupId: row.group_id });
    else if (fromSession)
      result.push({ id, firstName: fromSession.first_name, groupId: fromSession.group?.id ?? null });
  }
  return result;
}
