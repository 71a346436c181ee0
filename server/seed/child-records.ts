import { v7 as uuidv7 } from 'uuid';
import { childRecordFieldNames, type ChildRecordContent } from '#contract/child-records';
import { childRecordChanges, childRecords } from '../db/schema/index.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import type { DemoWorld, KindergartenKey } from './demo-world.ts';
import type { SeedTx } from './seed-tx.ts';

type RecordSeed = {
  kindergarten: KindergartenKey;
  child: string;
  writtenBy: DemoAccountKey;
  record: ChildRecordContent;
};

/** Records of the demo families' children, with allergens the demo menu serves on some days (milk, eggs, nuts, fish). */
const recordSeeds: RecordSeed[] = [
  {
    kindergarten: 'sonnenblume',
    child: 'mia',
    writtenBy: 'eltern',
    record: {
      allergens: ['milk', 'nuts'],
      dietary_needs: 'Laktosefreie Milch; Haselnüsse auch nicht in Spuren.',
      medical_notes: 'Notfallset (Antihistaminikum) im Rucksack, Fach vorne.',
      pickup_persons: [
        { name: 'Oma Ingrid Schneider', relation: 'Oma', phone: '0171 2345678', may_pick_up: true },
        { name: 'Tobias Schneider', relation: 'Onkel', phone: '0160 9876543', may_pick_up: true },
        { name: 'Herr Berger', relation: 'Nachbar', phone: '0151 1122334', may_pick_up: false },
      ],
      emergency_contacts: [
        { name: 'Julia Schneider', relation: 'Mutter', phone: '+49 171 5550101' },
        { name: 'Kinderarztpraxis Dr. Hahn', relation: 'Kinderärztin', phone: '030 12345670' },
      ],
    },
  },
  {
    kindergarten: 'sonnenblume',
    child: 'paul',
    writtenBy: 'eltern',
    record: {
      allergens: ['eggs'],
      dietary_needs: '',
      medical_notes: '',
      pickup_persons: [{ name: 'Oma Ingrid Schneider', relation: 'Oma', phone: '0171 2345678', may_pick_up: true }],
      emergency_contacts: [{ name: 'Julia Schneider', relation: 'Mutter', phone: '+49 171 5550101' }],
    },
  },
  {
    kindergarten: 'sonnenblume',
    child: 'elif',
    writtenBy: 'yilmaz',
    record: {
      allergens: ['fish'],
      dietary_needs: 'Kein Schweinefleisch, auch keine Gelatine.',
      medical_notes: 'Asthma: Spray im Gruppenschrank, bei Atemnot 2 Hübe.',
      pickup_persons: [{ name: 'Ayşe Yılmaz', relation: 'Tante', phone: '0176 3344556', may_pick_up: true }],
      emergency_contacts: [{ name: 'Mehmet Yılmaz', relation: 'Vater', phone: '0172 7788990' }],
    },
  },
  {
    kindergarten: 'regenbogen',
    child: 'noah',
    writtenBy: 'regenbogenEltern',
    record: {
      allergens: ['sesame'],
      dietary_needs: 'Vegetarisch.',
      medical_notes: '',
      pickup_persons: [{ name: 'Opa Weber', relation: 'Opa', phone: '0221 445566', may_pick_up: true }],
      emergency_contacts: [{ name: 'Sandra Weber', relation: 'Mutter', phone: '0157 1234567' }],
    },
  },
];

/** The demo children's records and the history entry of the guardian who wrote each. */
export async function seedChildRecords(tx: SeedTx, world: DemoWorld): Promise<number> {
  const rows = recordSeeds.map((seed) => {
    const kindergarten = world.kindergartens[seed.kindergarten];
    const id = kindergarten.children[seed.child]!;
    const { record } = seed;
    return {
      record: {
        id,
        kindergartenId: kindergarten.id,
        allergens: record.allergens,
        dietaryNeeds: record.dietary_needs,
        medicalNotes: record.medical_notes,
        pickupPersons: record.pickup_persons,
        emergencyContacts: record.emergency_contacts,
        updatedBy: world.users[seed.writtenBy],
      },
      change: {
        id: uuidv7(),
        childId: id,
        changedBy: world.users[seed.writtenBy],
        fields: [...childRecordFieldNames],
        record,
      },
    };
  });
  await tx.insert(childRecords).values(rows.map((row) => row.record));
  await tx.insert(childRecordChanges).values(rows.map((row) => row.change));
  return rows.length;
}
