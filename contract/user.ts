import { z } from 'zod';
import { idSchema, statusSchema } from './common.ts';
import { locales } from './locales.ts';
import { userNameMaxLength } from './user-name-rules.ts';
import { isTimeZone } from './zoned-time.ts';

export const localeSchema = z.enum(locales);

export const roles = ['parent', 'staff', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Translation target: one of the UI languages, or null for "no translation". */
export const translationLanguageSchema = localeSchema.nullable();

/**
 * The name other people of the kindergarten see (staff lists, answers, chat). Required wherever a person names
 * themselves (registration, profile): a name of only spaces is no name.
 */
export const userNameSchema = z.string().trim().min(1).max(userNameMaxLength);

export const groupRefSchema = z.object({ id: idSchema, name: z.string() });

export const childSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  group: groupRefSchema.nullable(),
});
export type Child = z.infer<typeof childSchema>;

/** A kindergarten's calendar zone as it is set: an IANA name Intl knows. */
export const timeZoneSchema = z.string().refine(isTimeZone, 'Not a time zone, e.g. Europe/Berlin.');

/**
 * `time_zone`: the zone of the kindergarten's calendar (its own, or the server's default), in which every screen shows
 * times. A plain string here: a device whose Intl lacks a newer zone must still sign in.
 */
export const kindergartenRefSchema = z.object({ id: idSchema, name: z.string(), time_zone: z.string() });

/** The user as GET /api/user answers it, with kindergarten and children. */
export const userResponseSchema = z.object({
  id: idSchema,
  username: z.email(),
  name: z.string(),
  kindergarten: kindergartenRefSchema,
  role: roleSchema,
  children: z.array(childSchema),
  push_notification: z.boolean(),
  language_iso: localeSchema,
  google_translation_language: translationLanguageSchema,
  /**
   * Others see when the user read their chat messages; off: they do not, and the user does not see theirs. Always
   * sent; absent only in a session stored before it existed, which counts as on.
   */
  read_receipts: z.boolean().optional(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const updateLanguageRequestSchema = z.object({ iso: localeSchema });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

export const updateLanguageResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  language_iso: localeSchema,
  code: z.string().optional(),
});
export type UpdateLanguageResponse = z.infer<typeof updateLanguageResponseSchema>;

/**
 * POST /api/user/update-google-language {iso}: the language posts, news, events and messages are translated into;
 * null or 'none' = no translation.
 */
export const updateGoogleLanguageRequestSchema = z.object({
  iso: z.union([localeSchema, z.literal('none'), z.null()]).transform((iso) => (iso === 'none' ? null : iso)),
});
export type UpdateGoogleLanguageRequest = z.input<typeof updateGoogleLanguageRequestSchema>;

export const updateGoogleLanguageResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.literal('google_language_updated'),
  google_translation_language: translationLanguageSchema,
});
export type UpdateGoogleLanguageResponse = z.infer<typeof updateGoogleLanguageResponseSchema>;

/** POST /api/user/update-profile {name}: the user's own name; blank is refused with 422. */
export const updateProfileRequestSchema = z.object({ name: userNameSchema });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.literal('profile_updated'),
  name: z.string(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** POST /api/user/read-receipts {enabled}: whether the user sends chat read receipts (and sees others'). */
export const updateReadReceiptsRequestSchema = z.object({ enabled: z.boolean() });
export type UpdateReadReceiptsRequest = z.infer<typeof updateReadReceiptsRequestSchema>;

export const updateReadReceiptsResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.literal('read_receipts_updated'),
  read_receipts: z.boolean(),
});
export type UpdateReadReceiptsResponse = z.infer<typeof updateReadReceiptsResponseSchema>;
