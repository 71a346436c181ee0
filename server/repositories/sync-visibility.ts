import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '#contract/user';
import { children, guardians, roomMembers, rooms, users } from '../db/schema/index.ts';

/** Whose eyes a sync or a channel is for: everything is scoped to their kindergarten. */
export type Viewer = { userId: string; kindergartenId: string; role: Role };

export const isStaffViewer = (viewer: Viewer) => viewer.role !== 'parent';

/** The children the viewer is a live guardian of. */
export function guardedChildIds(viewer: Viewer): SQL {
  return sql`(select ${guardians.childId} from ${guardians}
    where ${guardians.userId} = ${viewer.userId} and ${guardians.deletedAt} is null)`;
}

/** The groups of those children, for group-targeted news and events. */
export function guardedGroupIds(viewer: Viewer): SQL {
  return sql`(select ${children.groupId} from ${children}
    where ${children.id} in ${guardedChildIds(viewer)} and ${children.deletedAt} is null and ${children.groupId} is not null)`;
}

/** The children whose letters reach the viewer (contract/family-rules.ts `letterChildIds`). */
export function letterChildIds(viewer: Viewer): SQL {
  return sql`(select ${guardians.childId} from ${guardians}
    where ${guardians.userId} = ${viewer.userId} and ${guardians.deletedAt} is null and ${guardians.receivesLetters})`;
}

/** The groups of those children, for group-targeted news and events. */
export function letterGroupIds(viewer: Viewer): SQL {
  return sql`(select ${children.groupId} from ${children}
    where ${children.id} in ${letterChildIds(viewer)} and ${children.deletedAt} is null and ${children.groupId} is not null)`;
}

/** Whether letters to the whole kindergarten reach the viewer (contract/family-rules.ts `receivesKindergartenLetters`). */
export function receivesKindergartenLetters(viewer: Viewer): SQL {
  const live = sql`${guardians.userId} = ${viewer.userId} and ${guardians.deletedAt} is null`;
  return sql`(not exists (select 1 from ${guardians} where ${live})
    or exists (select 1 from ${guardians} where ${live} and ${guardians.receivesLetters}))`;
}

/** Children the viewer may see: staff all of their kindergarten, a parent their own. */
export function visibleChildIds(viewer: Viewer): SQL {
  if (!isStaffViewer(viewer)) return guardedChildIds(viewer);
  return sql`(select ${children.id} from ${children} where ${children.kindergartenId} = ${viewer.kindergartenId})`;
}

/**
 * Rooms of the viewer's kindergarten they are a live member of, whatever their role (ADR 0005: a non-member never
 * receives a room's messages, in /api/sync or on its channels).
 */
export function visibleRoomIds(viewer: Viewer): SQL {
  const memberOf = sql`(select ${roomMembers.roomId} from ${roomMembers}
    where ${roomMembers.userId} = ${viewer.userId} and ${roomMembers.deletedAt} is null)`;
  return sql`(select ${rooms.id} from ${rooms} where ${rooms.kindergartenId} = ${viewer.kindergartenId} and ${rooms.id} in ${memberOf})`;
}

/**
 * What decides what the viewer may see, as one string that changes when older rows may have come into view: the
 * newest version among their guardianships and those children (deleted ones included), and a fingerprint of the set
 * of rooms they joined or left. Room memberships are fingerprinted by room and liveness, not by version, because
 * marking a room read updates the membership row and must not reset the client's sync; a private room counts only
 * once left, because it is created together with its memberships and first message, all newer than any cursor.
 * The viewer's translation language is part of it too: on a new one, the translations into it (older than the
 * cursor) come into view (ADR 0007).
 */
export function scopeVersionQuery(viewer: Viewer): SQL {
  return sql`select greatest(
    (select coalesce(max(${guardians.version}), 0) from ${guardians} where ${guardians.userId} = ${viewer.userId}),
    (select coalesce(max(${children.version}), 0) from ${children}
      where ${children.id} in (select ${guardians.childId} from ${guardians} where ${guardians.userId} = ${viewer.userId}))
  )::text || '.' || (select coalesce(sum(hashtextextended(${roomMembers.roomId}::text || case when ${roomMembers.deletedAt} is null then '' else '-' end, 0)), 0)::text
      from ${roomMembers} join ${rooms} on ${rooms.id} = ${roomMembers.roomId}
      where ${roomMembers.userId} = ${viewer.userId} and (${rooms.kind} = 'group' or ${roomMembers.deletedAt} is not null))
    || '.' || coalesce((select ${users.googleLanguage} from ${users} where ${users.id} = ${viewer.userId}), '') as version`;
}
