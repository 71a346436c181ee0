import { v7 as uuidv7 } from 'uuid';
import type { AbsenceReason } from '#contract/absences';
import { absences } from '../db/schema/index.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import { addDays, isWeekend } from '#contract/iso-days';
import { isoDate, notAfter } from './demo-calendar.ts';
import type { DemoWorld, KindergartenKey } from './demo-world.ts';
import type { SeedTx } from './seed-tx.ts';

type AbsenceSeed = {
  kindergarten: KindergartenKey;
  parent: DemoAccountKey;
  child: string;
  from: number;
  days: number;
  category: AbsenceReason;
  reason: string;
};

/** Past weeks' absences of the demo families' children (and one announced holiday), weekdays only. */
const absenceSeeds: AbsenceSeed[] = [
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'mia',
    from: -24,
    days: 2,
    category: 'sick',
    reason: 'Erkältung mit Fieber',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'paul',
    from: -17,
    days: 1,
    category: 'other',
    reason: 'Termin beim Kinderarzt (U-Untersuchung)',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'mia',
    from: -10,
    days: 1,
    category: 'other',
    reason: 'Familienfeier',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'paul',
    from: -6,
    days: 3,
    category: 'sick',
    reason: 'Magen-Darm-Infekt',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'mia',
    from: 15,
    days: 1,
    category: 'vacation',
    reason: 'Urlaubstag bei den Großeltern',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'yilmaz',
    child: 'elif',
    from: -31,
    days: 5,
    category: 'vacation',
    reason: 'Besuch bei der Familie in Izmir',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'yilmaz',
    child: 'elif',
    from: -8,
    days: 1,
    category: 'sick',
    reason: 'Bindehautentzündung',
  },
  {
    kindergarten: 'regenbogen',
    parent: 'regenbogenEltern',
    child: 'noah',
    from: -20,
    days: 2,
    category: 'sick',
    reason: 'Husten und Schnupfen',
  },
  {
    kindergarten: 'regenbogen',
    parent: 'regenbogenEltern',
    child: 'noah',
    from: -5,
    days: 1,
    category: 'other',
    reason: 'Zahnarzttermin',
  },
];

export async function seedAbsences(tx: SeedTx, world: DemoWorld): Promise<number> {
  const { calendar } = world;
  const rows = absenceSeeds.map((seed) => {
    const from = calendar.weekdayAt(seed.from);
    let to = isoDate(from);
    for (let added = 1; added < seed.days;) {
      to = addDays(to, 1);
      if (!isWeekend(to)) added++;
    }
    // Reported the evening before, like real reports; an announced future day was reported just now.
    const reportedAt = notAfter(
      new Date(from.getFullYear(), from.getMonth(), from.getDate() - 1, 19, 45),
      calendar.now,
    );
    return {
      id: uuidv7(),
      kindergartenId: world.kindergartens[seed.kindergarten].id,
      childId: world.kindergartens[seed.kindergarten].children[seed.child]!,
      reportedBy: world.users[seed.parent],
      from: isoDate(from),
      to,
      // The API calls the category `reason` and the free text `note` (ADR 0003).
      category: seed.category,
      reason: seed.reason,
      createdAt: reportedAt,
      updatedAt: reportedAt,
    };
  });
  await tx.insert(absences).values(rows);
  return rows.length;
}
