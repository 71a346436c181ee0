import { z } from 'zod';
import { menuAllergenCodes } from './menu-rules.ts';

export const menuAllergenCodeSchema = z.enum(menuAllergenCodes);

/** What a menu day serves: as parents see it once published, and as a staff draft holds it until then. */
export const menuDayContentSchema = z.object({
  breakfast: z.string(),
  lunch: z.string(),
  snack: z.string(),
  allergens: z.array(menuAllergenCodeSchema),
  allergen_note: z.string(),
  vegetarian: z.boolean(),
});
export type MenuDayContent = z.infer<typeof menuDayContentSchema>;

/**
 * A day staff are still preparing: never published (`published` false), or published with changes parents do not
 * see yet (`draft`). Parents' rows never carry a draft.
 */
export const isMenuDayDraft = (day: { published: boolean; draft: MenuDayContent | null }) =>
  !day.published || day.draft !== null;

/** What staff see and edit for a day: the draft when there is one, else what is published. */
export function menuDayStaffContent(day: MenuDayContent & { draft: MenuDayContent | null }): MenuDayContent {
  const { breakfast, lunch, snack, allergens, allergen_note, vegetarian } = day.draft ?? day;
  return { breakfast, lunch, snack, allergens, allergen_note, vegetarian };
}
