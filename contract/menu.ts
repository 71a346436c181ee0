import { z } from 'zod';
import { statusSchema } from './common.ts';
import { isoDateSchema } from './dates.ts';
import { menuMaxRangeDays, menuRangeDays } from './menu-rules.ts';
import { menuDayRowSchema } from './sync-rows.ts';

/**
 * POST /api/menu {startDate, endDate}: the published menu days of the user's kindergarten in that range,
 * both days included, as the same rows GET /api/sync delivers, so the client stores them in the same table.
 */
export const menuRequestSchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .refine((range) => range.endDate >= range.startDate, {
    path: ['endDate'],
    message: 'The end date must not be before the start date.',
  })
  .refine((range) => menuRangeDays(range.startDate, range.endDate) <= menuMaxRangeDays, {
    path: ['endDate'],
    message: `At most ${menuMaxRangeDays} days at once.`,
  });
export type MenuRequest = z.infer<typeof menuRequestSchema>;

export const menuResponseSchema = z.object({ status: statusSchema, menu: z.array(menuDayRowSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;
