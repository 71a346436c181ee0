import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '#contract/user';
import { children, guardians, roomMembers, rooms } from '../db/schema/index.ts';

/** Whose eyes a sync or a channel is for (DESIGN §4): everything is scoped to their kindergarten. */
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

/** Children the viewer may see: staff all of their kindergarten, a parent their own. */
export function visibleChildIds(viewer: Viewer): SQL {
  if (!isStaffViewer(viewer)) return guardedChildIds(viewer);
  return sql`(select ${children.id} from ${children} where ${children.kindergartenId} = ${viewer.kindergartenId})`;
}

/** Rooms of the viewer's kindergarten they belong to; staff also every group room (private ones only as members). */
export function visibleRoomIds(viewer: Viewer): SQL {
  const memberOf = sql`(select ${roomMembers.roomId} from ${roomMembers}
    where ${roomMembers.userId} = ${viewer.userId} and ${roomMembers.deletedAt} is null)`;
  const groupRooms = isStaffViewer(viewer) ? sql` or ${rooms.kind} = 'group'` : sql``;
  return sql`(select ${rooms.id} from ${rooms}
    where ${rooms.kindergartenId} = ${viewer.kindergartenId} and (${rooms.id} in ${memberOf}${groupRooms}))`;
}

/**
 * The newest version among the rows that decide what the viewer may see (guardianships and those children, room
 * memberships), deleted ones included: when it moves, rows older than the client's cursor may have come into view.
 */
export function scopeVersionQuery(viewer: Viewer): SQL {
  return sql`select greatest(
    (select coalesce(max(${guardians.version}), 0) from ${guardians} where ${guardians.userId} = ${viewer.userId}),
    (select coalesce(max(${children.version}), 0) from ${children}
      where ${children.id} in (select ${guardians.childId} from ${guardians} where ${guardians.userId} = ${viewer.userId})),
    (select coalesce(max(${roomMembers.version}), 0) from ${roomMembers} where ${roomMembers.userId} = ${viewer.userId})
  ) as version`;
}
