// No zod here: the menu screen computes week ranges with these values on first paint.
import { daysBetween } from './iso-days.ts';

/** POST /api/menu answers at most this many days at once (about two months): enough for any week view and prefetch. */
export const menuMaxRangeDays = 62;

/** Whole days from `startDate` to `endDate` (ISO dates), both included. */
export function menuRangeDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/**
 * The 14 allergens EU food information rules (Regulation 1169/2011, Annex II) require a kitchen to declare, as codes:
 * every reader sees them in their own language; anything else goes into the day's free-text allergen note.
 */
export const menuAllergenCodes = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type MenuAllergenCode = (typeof menuAllergenCodes)[number];

export const menuAllergenNoteMaxLength = 300;

/** The codes in the order of the list, each once: how a day shows and stores them. */
export function orderedAllergens(codes: readonly string[]): MenuAllergenCode[] {
  return menuAllergenCodes.filter((code) => codes.includes(code));
}
