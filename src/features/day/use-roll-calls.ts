import { useLiveQuery } from 'dexie-react-hooks';
import { attendanceOfDay, type AttendanceState } from '#contract/roll-call-rules';
import type { RollCall, RollCallEntry } from '#contract/roll-calls';
import { db } from '../../db/kita-db.ts';

export interface ChildRef {
  id: string;
  firstName: string;
  lastName: string;
  groupId: string | null;
}

export interface GroupRef {
  id: string;
  name: string;
}

const byName = (a: ChildRef, b: ChildRef) =>
  a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);

async function kindergartenRoster(): Promise<{ groups: GroupRef[]; children: ChildRef[] }> {
  const [groups, children] = await Promise.all([db.groups.toArray(), db.children.toArray()]);
  return {
    groups: groups
      .filter((group) => !group.deleted_at)
      .map((group) => ({ id: group.id, name: group.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    children: children
      .filter((child) => !child.deleted_at)
      .map((child) => ({
        id: child.id,
        firstName: child.first_name,
        lastName: child.last_name,
        groupId: child.group_id,
      }))
      .sort(byName),
  };
}

/** The children reported absent on `day`, from the absences on this device. */
async function absencesOn(day: string) {
  return (await db.absences.where('from').belowOrEqual(day).toArray()).filter((a) => a.to >= day);
}

export interface RollCallView {
  rollCall: RollCall;
  lines: { entry: RollCallEntry; child: ChildRef | undefined }[];
  groupName: string | null;
}

/** One roll call with its children, from the synced rows (undefined while loading, null when not on this device). */
export function useRollCall(id: string): RollCallView | null | undefined {
  return useLiveQuery(async () => {
    const rollCall = await db.roll_calls.get(id);
    if (!rollCall) return null;
    const [entries, roster] = await Promise.all([
      db.roll_call_entries.where('roll_call_id').equals(id).toArray(),
      kindergartenRoster(),
    ]);
    const children = new Map(roster.children.map((child) => [child.id, child]));
    const lines = entries
      .filter((entry) => !entry.deleted_at)
      .map((entry) => ({ entry, child: children.get(entry.child_id) }))
      .sort((a, b) => (a.child && b.child ? byName(a.child, b.child) : 0));
    const groupName = roster.groups.find((group) => group.id === rollCall.group_id)?.name ?? null;
    return { rollCall, lines, groupName };
  }, [id]);
}

export interface DayAttendance {
  groups: { group: GroupRef | null; children: { child: ChildRef; state: AttendanceState }[] }[];
  rollCalls: (RollCall & { present: number; listed: number })[];
  roster: { groups: GroupRef[]; children: ChildRef[] };
  absentIds: Set<string>;
}

/** The day's attendance by group (contract/roll-call-rules.ts), and that day's roll calls, offline. */
export function useDayAttendance(day: string): DayAttendance | undefined {
  return useLiveQuery(async () => {
    const [roster, absences, rollCalls] = await Promise.all([
      kindergartenRoster(),
      absencesOn(day),
      db.roll_calls.where('day').equals(day).toArray(),
    ]);
    const live = rollCalls.filter((rollCall) => !rollCall.deleted_at);
    const entries = await db.roll_call_entries
      .where('roll_call_id')
      .anyOf(live.map((rollCall) => rollCall.id))
      .toArray();
    const states = attendanceOfDay(
      roster.children.map((child) => child.id),
      absences,
      entries,
      day,
    );
    const groupList: (GroupRef | null)[] = [...roster.groups, null];
    const groups = groupList
      .map((group) => ({
        group,
        children: roster.children
          .filter((child) => child.groupId === (group?.id ?? null))
          .map((child) => ({ child, state: states.get(child.id)! })),
      }))
      .filter((entry) => entry.children.length > 0);
    const withCounts = live
      .map((rollCall) => {
        const own = entries.filter((entry) => entry.roll_call_id === rollCall.id && !entry.deleted_at);
        return { ...rollCall, listed: own.length, present: own.filter((entry) => entry.present).length };
      })
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    const absentIds = new Set(absences.filter((a) => !a.deleted_at).map((a) => a.child_id));
    return { groups, rollCalls: withCounts, roster, absentIds };
  }, [day]);
}
