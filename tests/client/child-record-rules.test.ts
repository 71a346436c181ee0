import { describe, expect, it } from 'vitest';
import {
  changedFields,
  childRecordLimits,
  childrenAffectedByMenu,
  dialablePhone,
  isPlausiblePhone,
} from '#contract/child-record-rules';
import { childRecordFieldsSchema } from '#contract/child-records';

describe('phone numbers on a child record', () => {
  it.each([
    ['0171 / 123 45-67', true],
    ['+49 (30) 1234567', true],
    ['0049.30.1234567', true],
    ['12345', true],
    ['1234', false],
    ['+49 1234 5678 9012 3456', false],
    ['call mum', false],
    ['030 1234567 ext 12', false],
    ['49+301234567', false],
    ['', false],
    ['   ', false],
  ])('%j is plausible: %s', (phone, plausible) => {
    expect(isPlausiblePhone(phone)).toBe(plausible);
  });

  it('dials only the digits and a leading plus', () => {
    expect(dialablePhone(' +49 (30) 123-45 67 ')).toBe('+49301234567');
    expect(dialablePhone('0171 / 123 45-67')).toBe('01711234567');
  });
});

describe('the fields guardians and the admin write', () => {
  const person = { name: 'Oma Ilse', relation: 'Oma', phone: '0171 1234567', may_pick_up: true };

  it('keeps allergens once each, in the order of the EU list', () => {
    const parsed = childRecordFieldsSchema.parse({ allergens: ['milk', 'gluten', 'milk'] });
    expect(parsed.allergens).toEqual(['gluten', 'milk']);
    expect(parsed.pickup_persons).toEqual([]);
  });

  it('refuses an unknown allergen, a garbage phone and a nameless person', () => {
    expect(childRecordFieldsSchema.safeParse({ allergens: ['chocolate'] }).success).toBe(false);
    const badPhone = childRecordFieldsSchema.safeParse({ allergens: [], pickup_persons: [{ ...person, phone: 'x' }] });
    expect(badPhone.error?.issues[0]?.path).toEqual(['pickup_persons', 0, 'phone']);
    const noName = childRecordFieldsSchema.safeParse({ allergens: [], emergency_contacts: [{ ...person, name: ' ' }] });
    expect(noName.error?.issues[0]?.path).toEqual(['emergency_contacts', 0, 'name']);
  });

  it('limits the texts and how many people a record names', () => {
    const tooLong = 'x'.repeat(childRecordLimits.medicalNotes + 1);
    expect(childRecordFieldsSchema.safeParse({ allergens: [], medical_notes: tooLong }).success).toBe(false);
    const many = Array.from({ length: childRecordLimits.pickupPersons + 1 }, () => person);
    expect(childRecordFieldsSchema.safeParse({ allergens: [], pickup_persons: many }).success).toBe(false);
    const enough = Array.from({ length: childRecordLimits.pickupPersons }, () => person);
    expect(childRecordFieldsSchema.safeParse({ allergens: [], pickup_persons: enough }).success).toBe(true);
  });
});

describe("the children a day's menu is a risk for", () => {
  const children = [
    { id: 'a', name: 'Ada' },
    { id: 'b', name: 'Ben' },
    { id: 'c', name: 'Cem' },
  ];
  const records = [
    { id: 'a', allergens: ['nuts', 'milk'] },
    { id: 'b', allergens: ['fish'] },
  ];

  it('names each child with an allergen the day declares, and only those allergens', () => {
    expect(childrenAffectedByMenu(['milk', 'gluten', 'nuts'], children, records)).toEqual([
      { child: children[0], allergens: ['milk', 'nuts'] },
    ]);
  });

  it('names nobody on a day without declared allergens or for children without a record', () => {
    expect(childrenAffectedByMenu([], children, records)).toEqual([]);
    expect(childrenAffectedByMenu(['eggs'], children, records)).toEqual([]);
  });

  it('keeps the order of the children it was given', () => {
    const affected = childrenAffectedByMenu(['fish', 'milk'], children, records).map(({ child }) => child.id);
    expect(affected).toEqual(['a', 'b']);
  });
});

describe('what a change touched', () => {
  it('lists the fields whose values differ, every field of a first record', () => {
    const before = { allergens: ['milk'], dietary_needs: '', pickup_persons: [] };
    expect(changedFields(before, { ...before, allergens: ['milk', 'eggs'] })).toEqual(['allergens']);
    expect(changedFields(null, before)).toEqual(['allergens', 'dietary_needs', 'pickup_persons']);
  });

  it('does not count object keys stored in another order as a change', () => {
    const written = { pickup_persons: [{ name: 'Oma', phone: '0171 1234567', may_pick_up: true }] };
    const stored = { pickup_persons: [{ may_pick_up: true, phone: '0171 1234567', name: 'Oma' }] };
    expect(changedFields(stored, written)).toEqual([]);
  });
});
