// No zod here: the child card and the menu's allergy list use these rules offline on first paint.
import { type MenuAllergenCode, orderedAllergens } from './menu-rules.ts';

export const childRecordLimits = {
  dietaryNeeds: 500,
  medicalNotes: 1000,
  personName: 100,
  relation: 50,
  phone: 30,
  pickupPersons: 8,
  emergencyContacts: 5,
} as const;

/** Digits a phone number needs at least (a short internal extension) and at most (E.164). */
const phoneDigits = { min: 5, max: 15 } as const;

/**
 * Lenient on how a number is written (spaces, dashes, slashes, dots, brackets, one leading + or 00), strict on what
 * it is: only those characters, and between 5 and 15 digits. "0171 / 123 45-67" and "+49 (30) 1234567" pass,
 * "call mum" and "12" do not.
 */
export function isPlausiblePhone(value: string): boolean {
  const phone = value.trim();
  if (phone.length === 0 || phone.length > childRecordLimits.phone) return false;
  if (!/^\+?[0-9 ()./-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

/** What a `tel:` link dials: the digits and a leading +, nothing else. */
export function dialablePhone(value: string): string {
  const phone = value.trim();
  return (phone.startsWith('+') ? '+' : '') + phone.replace(/\D/g, '');
}

/** A child record's allergies; a record's id is its child's id. */
export interface AllergyHolder {
  id: string;
  allergens: readonly string[];
}

export interface AffectedChild<Child> {
  child: Child;
  /** The allergens of this child that the day's menu contains, in the list's order. */
  allergens: MenuAllergenCode[];
}

/**
 * The children a day's menu is a risk for: each child whose record names an allergen the day declares, with those
 * allergens. Children without a record or without a match are left out; the order of `children` is kept.
 */
export function childrenAffectedByMenu<Child extends { id: string }>(
  menuAllergens: readonly string[],
  children: readonly Child[],
  records: readonly AllergyHolder[],
): AffectedChild<Child>[] {
  if (menuAllergens.length === 0) return [];
  const byChild = new Map(records.map((record) => [record.id, record.allergens]));
  const affected: AffectedChild<Child>[] = [];
  for (const child of children) {
    const allergens = orderedAllergens((byChild.get(child.id) ?? []).filter((code) => menuAllergens.includes(code)));
    if (allergens.length > 0) affected.push({ child, allergens });
  }
  return affected;
}

/** A value as text with object keys sorted: a stored JSON object may come back with its keys in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The wire fields a change touched, for the history: those whose values differ. */
export function changedFields<Fields extends Record<string, unknown>>(
  before: Fields | null,
  after: Fields,
): (keyof Fields & string)[] {
  return (Object.keys(after) as (keyof Fields & string)[]).filter(
    (field) => canonical(before?.[field] ?? null) !== canonical(after[field]),
  );
}
