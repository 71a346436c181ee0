import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { menuAllergenCodeSchema } from './menu-day.ts';
import { menuAllergenCodes, menuAllergenNoteMaxLength } from './menu-rules.ts';
import { staffLimits } from './staff-rules.ts';
import { menuDayRowSchema } from './sync-rows.ts';

// The staff's menu editor: a week of days written as drafts, copied, published or discarded.

const successStatus = z.literal('success');

/** GET /api/staff/menu?week=YYYY-MM-DD (any day of the week; default this week): the week's days, drafts included. */
export const staffMenuWeekQuerySchema = z.object({ week: isoDateSchema.optional() });
export const staffMenuWeekResponseSchema = z.object({
  week_start: isoDateSchema,
  week_end: isoDateSchema,
  days: z.array(menuDayRowSchema),
});
export type StaffMenuWeekResponse = z.infer<typeof staffMenuWeekResponseSchema>;

/**
 * POST /api/staff/menu/days/{date}: write one day's dishes as a draft. A day never published stays unpublished;
 * a published day keeps what parents see and holds the change in `draft` until the week is published (writing back
 * exactly what is published clears the draft). DELETE …/days/{date}: remove the day.
 */
export const menuDayParamsSchema = z.object({ date: isoDateSchema });
export const menuDayWriteRequestSchema = z.object({
  breakfast: z.string().trim().max(staffLimits.menuTextMaxLength).default(''),
  lunch: z.string().trim().max(staffLimits.menuTextMaxLength).default(''),
  snack: z.string().trim().max(staffLimits.menuTextMaxLength).default(''),
  allergens: z.array(menuAllergenCodeSchema).max(menuAllergenCodes.length).default([]),
  allergen_note: z.string().trim().max(menuAllergenNoteMaxLength).default(''),
  vegetarian: z.boolean().default(false),
});
export type MenuDayWriteRequest = z.input<typeof menuDayWriteRequestSchema>;
export const menuDayWriteResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: z.enum(['menu_day_saved', 'menu_day_deleted']),
  menu_day: menuDayRowSchema,
});

/**
 * POST /api/staff/menu/copy-week {week_start, replace}: copies what staff see of the week before into that week
 * (same weekday), in one transaction, as a draft: parents keep the published menu until the week is published.
 * 409 `menu_week_not_empty` when the week has days and `replace` is not true (the user has not agreed to replace
 * them); 422 `menu_week_empty` when the week before has no days.
 * POST /api/staff/menu/publish-week {week_start}: publishes every draft of that week (422 `menu_week_empty` without
 * days). POST /api/staff/menu/discard-week {week_start}: drops the week's drafts, so staff see the published week
 * again; days never published go. `week_start` may be any day of the week; the answer names its Monday.
 */
export const menuWeekRequestSchema = z.object({ week_start: isoDateSchema });
export const menuCopyWeekRequestSchema = menuWeekRequestSchema.extend({ replace: z.boolean().default(false) });
export type MenuCopyWeekRequest = z.input<typeof menuCopyWeekRequestSchema>;
export const menuWeekWriteResponseSchema = z.object({
  status: successStatus,
  message: z.string(),
  code: z.enum(['menu_week_copied', 'menu_week_published', 'menu_week_discarded']),
  week_start: isoDateSchema,
  week_end: isoDateSchema,
  days: z.array(menuDayRowSchema),
});
export type MenuWeekWriteResponse = z.infer<typeof menuWeekWriteResponseSchema>;
