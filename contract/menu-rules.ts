// No zod here: the menu screen computes week ranges with these values on first paint.

/** POST /api/menu answers at most this many days at once (about two months): enough for any week view and prefetch. */
export const menuMaxRangeDays = 62;

/** Whole days from `startDate` to `endDate` (ISO dates), both included. */
export function menuRangeDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}
