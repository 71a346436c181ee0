import { v7 as uuidv7 } from 'uuid';
import { children, groups, kindergartens } from '../db/schema/index.ts';
import { isoDate, type DemoCalendar } from './demo-calendar.ts';
import { dataProtectionText, imprintText, termsText, type KindergartenProfile } from './legal-texts.ts';
import type { SeedTx } from './seed-tx.ts';

type ChildSeed = { firstName: string; lastName: string; ageInMonths: number; key?: string };
type GroupSeed = { name: string; color: string; children: ChildSeed[] };
type KindergartenSeed = KindergartenProfile & { openingHours: string; groups: GroupSeed[] };

export type SeededKindergarten = {
  id: string;
  name: string;
  /** Group name → id. */
  groups: Record<string, string>;
  /** Key of a demo family's child ('mia', 'paul', 'elif', 'noah') → id. */
  children: Record<string, string>;
  /** Every child id per group id, for absences and rosters. */
  childrenByGroup: Record<string, string[]>;
};

const sonnenblume: KindergartenSeed = {
  name: 'Kita Sonnenblume',
  operator: 'Sonnenblume Kinderbetreuung e. V.',
  register: 'Amtsgericht Freiburg, VR 700123',
  board: 'Thomas Krüger (1. Vorsitzender), Petra Lang (2. Vorsitzende)',
  lead: 'Sabine Hoffmann',
  street: 'Am Sonnenhang 12',
  postalCode: '79098',
  city: 'Freiburg im Breisgau',
  phone: '+49 761 2345670',
  email: 'info@sonnenblume.example',
  website: 'https://sonnenblume.example',
  openingHours: 'Mo–Do 7:00–17:00\nFr 7:00–15:00\nSchließtage: zwischen Weihnachten und Neujahr, drei Wochen im August',
  groups: [
    {
      name: 'Marienkäfer',
      color: '#e53935',
      children: [
        { key: 'mia', firstName: 'Mia', lastName: 'Schneider', ageInMonths: 62 },
        { key: 'elif', firstName: 'Elif', lastName: 'Yilmaz', ageInMonths: 58 },
        { firstName: 'Leon', lastName: 'Fischer', ageInMonths: 66 },
        { firstName: 'Emma', lastName: 'Wagner', ageInMonths: 55 },
        { firstName: 'Jonas', lastName: 'Koch', ageInMonths: 60 },
        { firstName: 'Lina', lastName: 'Schäfer', ageInMonths: 52 },
        { firstName: 'Sofia', lastName: 'Richter', ageInMonths: 64 },
      ],
    },
    {
      name: 'Sonnenkäfer',
      color: '#fbc02d',
      children: [
        { key: 'paul', firstName: 'Paul', lastName: 'Schneider', ageInMonths: 38 },
        { firstName: 'Hannah', lastName: 'Bauer', ageInMonths: 40 },
        { firstName: 'Luca', lastName: 'Klein', ageInMonths: 36 },
        { firstName: 'Marie', lastName: 'Neumann', ageInMonths: 44 },
        { firstName: 'Finn', lastName: 'Schwarz', ageInMonths: 42 },
        { firstName: 'Ella', lastName: 'Zimmermann', ageInMonths: 37 },
      ],
    },
  ],
};

const regenbogen: KindergartenSeed = {
  name: 'Kita Regenbogen',
  operator: 'Elterninitiative Regenbogen e. V.',
  register: 'Amtsgericht Köln, VR 18834',
  board: 'Claudia Peters (Vorsitzende), Ahmet Demir (Kassenwart)',
  lead: 'Katrin Wolf',
  street: 'Regenbogenweg 5',
  postalCode: '50667',
  city: 'Köln',
  phone: '+49 221 9876540',
  email: 'kontakt@regenbogen.example',
  website: 'https://regenbogen.example',
  openingHours: 'Mo–Fr 7:30–16:30\nBringzeit bis 9:00, Abholung ab 12:30',
  groups: [
    {
      name: 'Wolkenschäfchen',
      color: '#42a5f5',
      children: [
        { key: 'noah', firstName: 'Noah', lastName: 'Weber', ageInMonths: 54 },
        { firstName: 'Clara', lastName: 'Hartmann', ageInMonths: 57 },
        { firstName: 'Ben', lastName: 'Krause', ageInMonths: 61 },
        { firstName: 'Lea', lastName: 'Lange', ageInMonths: 50 },
        { firstName: 'Emil', lastName: 'Schmitt', ageInMonths: 63 },
      ],
    },
    {
      name: 'Regentropfen',
      color: '#26a69a',
      children: [
        { firstName: 'Ida', lastName: 'Peters', ageInMonths: 34 },
        { firstName: 'Mats', lastName: 'Demir', ageInMonths: 39 },
        { firstName: 'Greta', lastName: 'Braun', ageInMonths: 41 },
        { firstName: 'Anton', lastName: 'Vogel', ageInMonths: 35 },
      ],
    },
  ],
};

async function seedKindergarten(
  tx: SeedTx,
  seed: KindergartenSeed,
  calendar: DemoCalendar,
): Promise<SeededKindergarten> {
  const id = uuidv7();
  const { groups: groupSeeds, openingHours, ...profile } = seed;
  await tx.insert(kindergartens).values({
    id,
    name: seed.name,
    street: seed.street,
    postalCode: seed.postalCode,
    city: seed.city,
    phone: seed.phone,
    email: seed.email,
    website: seed.website,
    openingHours,
    imprint: imprintText(profile),
    dataProtection: dataProtectionText(profile),
    terms: termsText(profile),
  });
  const seeded: SeededKindergarten = { id, name: seed.name, groups: {}, children: {}, childrenByGroup: {} };
  for (const group of groupSeeds) {
    const groupId = uuidv7();
    await tx.insert(groups).values({ id: groupId, kindergartenId: id, name: group.name, color: group.color });
    seeded.groups[group.name] = groupId;
    const rows = group.children.map((child) => {
      const birth = calendar.at(-Math.round(child.ageInMonths * 30.44));
      return {
        id: uuidv7(),
        kindergartenId: id,
        groupId,
        firstName: child.firstName,
        lastName: child.lastName,
        birthDate: isoDate(birth),
        key: child.key,
      };
    });
    await tx.insert(children).values(rows.map(({ key: _key, ...row }) => row));
    seeded.childrenByGroup[groupId] = rows.map((r) => r.id);
    for (const row of rows) if (row.key) seeded.children[row.key] = row.id;
  }
  return seeded;
}

export async function seedKindergartens(tx: SeedTx, calendar: DemoCalendar) {
  return {
    sonnenblume: await seedKindergarten(tx, sonnenblume, calendar),
    regenbogen: await seedKindergarten(tx, regenbogen, calendar),
  };
}
