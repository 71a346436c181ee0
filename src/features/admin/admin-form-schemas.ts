import { z } from 'zod';
import { childInputSchema, groupInputSchema, kindergartenInputSchema, roomInputSchema } from '#contract/admin';

// Loaded on the first submit (lazyZodResolver), so full zod stays out of the admin screens' first load. Each is the
// schema the server validates the same request with; a form field that is a choice or an optional date carries ''
// for "none", which the request sends as null.
const none = z.literal('').transform(() => null);

export const groupNameFormSchema = groupInputSchema.pick({ name: true });
export const roomNameFormSchema = roomInputSchema.pick({ name: true });
export const childFormSchema = childInputSchema.extend({
  birth_date: childInputSchema.shape.birth_date.unwrap().unwrap().or(none),
  group_id: childInputSchema.shape.group_id.unwrap().unwrap().or(none),
});
export const kindergartenFormSchema = kindergartenInputSchema.required().extend({
  time_zone: kindergartenInputSchema.shape.time_zone.unwrap().unwrap(),
});
