import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { attendanceOfDay } from '#contract/roll-call-rules';
import { absences, rollCallEntries, rollCalls } from '../db/schema/index.ts';
import { isoDate, notAfter } from './demo-calendar.ts';
import type { DemoWorld, KindergartenKey } from './demo-world.ts';
import type { SeedTx } from './seed-tx.ts';

type RollCallSeed = {
  kindergarten: KindergartenKey;
  startedBy: keyof DemoWorld['users'];
  /** Weekdays from today: 0 today, −1 the last weekday before. */
  weekday: number;
  label: string;
  note: string;
  closed: boolean;
  /** How many of the children who are not reported absent were ticked present, in roster order. */
  ticked: number | 'all';
};

const rollCallSeeds: RollCallSeed[] = [
  {
    kindergarten: 'sonnenblume',
    startedBy: 'erzieherin',
    weekday: -1,
    label: 'Waldtag',
    note: 'Zurück um 11:30, alle wohlauf.',
    closed: true,
    ticked: 'all',
  },
  { kindergarten: 'sonnenblume', startedBy: 'erzieherin', weekday: 0, label: '', note: '', closed: false, ticked: 3 },
  {
    kindergarten: 'regenbogen',
    startedBy: 'regenbogenTeam',
    weekday: -1,
    label: '',
    note: '',
    closed: true,
    ticked: 'all',
  },
];

/** The first group's roll calls: yesterday's closed outing and this morning's count, still open. */
export async function seedRollCalls(tx: SeedTx, world: DemoWorld): Promise<number> {
  let count = 0;
  for (const seed of rollCallSeeds) {
    const kindergarten = world.kindergartens[seed.kindergarten];
    const [groupId, childIds] = Object.entries(kindergarten.childrenByGroup)[0]!;
    // Today's count is there whatever the weekday, so the today overview always has data.
    const { calendar } = world;
    const startedAt = notAfter(
      seed.weekday === 0 ? calendar.at(0, 8, 45) : calendar.weekdayAt(seed.weekday, 8, 45),
      calendar.now,
    );
    const day = isoDate(startedAt);
    const reported = await tx
      .select({ child_id: absences.childId, from: absences.from, to: absences.to })
      .from(absences)
      .where(and(eq(absences.kindergartenId, kindergarten.id), isNull(absences.deletedAt)));
    const states = attendanceOfDay(childIds, reported, [], day);
    const expected = childIds.filter((id) => states.get(id) !== 'absent');
    const ticked = new Set(seed.ticked === 'all' ? expected : expected.slice(0, seed.ticked));
    const id = uuidv7();
    await tx.insert(rollCalls).values({
      id,
      kindergartenId: kindergarten.id,
      groupId: seed.label ? null : groupId,
      label: seed.label,
      day,
      note: seed.note,
      startedBy: world.users[seed.startedBy],
      closedAt: seed.closed ? new Date(startedAt.getTime() + 3 * 3_600_000) : null,
      createdAt: startedAt,
      updatedAt: startedAt,
    });
    await tx.insert(rollCallEntries).values(
      childIds.map((childId) => ({
        id: uuidv7(),
        kindergartenId: kindergarten.id,
        rollCallId: id,
        childId,
        present: ticked.has(childId),
        reportedAbsent: states.get(childId) === 'absent',
        markedBy: ticked.has(childId) ? world.users[seed.startedBy] : null,
        createdAt: startedAt,
        updatedAt: startedAt,
      })),
    );
    count++;
  }
  return count;
}
