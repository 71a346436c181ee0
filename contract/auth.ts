import { z } from 'zod';
import { statusSchema } from './common.ts';
import { userNameSchema, userResponseSchema } from './user.ts';

/** Usernames are e-mail addresses; compared case-insensitively. */
export const usernameSchema = z
  .email()
  .max(254)
  .transform((v) => v.trim().toLowerCase());
export const passwordInputSchema = z.string().min(1).max(200);

export const passwordMinLength = 8;

/** Why a password is too weak, or null. Shared so the form says the same as the server. */
export function passwordWeakness(password: string): 'too_short' | 'too_simple' | null {
  if (password.length < passwordMinLength) return 'too_short';
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 2 || new Set(password).size < 5) return 'too_simple';
  return null;
}

/** A password a new one must be: the rule of `passwordWeakness`, for forms and routes that refuse with a 422. */
export const newPasswordSchema = passwordInputSchema.refine((password) => passwordWeakness(password) === null, {
  message: 'The password is too weak: at least 8 characters, mixing letters with digits or symbols.',
});

export const loginRequestSchema = z.object({ username: usernameSchema, password: passwordInputSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: usernameSchema,
  name: userNameSchema,
  password: passwordInputSchema,
  code: z.string().trim().min(1).max(64),
  accept_terms_and_conditions: z.boolean(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ username: usernameSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
export const resetPasswordRequestSchema = z.object({
  username: usernameSchema,
  code: resetCodeSchema,
  password: passwordInputSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Why an auth call answered `failed`; the client shows each in the user's language. */
export const authFailureCodes = [
  'invalid_credentials',
  'invalid_invite_code',
  'invite_code_used_up',
  'invite_code_expired',
  'username_taken',
  'terms_not_accepted',
  'password_too_short',
  'password_too_simple',
  'invalid_reset_code',
  'reset_code_expired',
  'too_many_attempts',
  /** The server cannot count failed attempts just now (its Redis does not answer): 503, try again later. */
  'auth_unavailable',
] as const;
export type AuthFailureCode = (typeof authFailureCodes)[number];

/** What a successful call did; the client says it in the user's language (ADR 0001). */
export const successCodes = [
  'signed_in',
  'registered',
  'reset_code_sent',
  'password_reset',
  'signed_out',
  'language_updated',
  'profile_updated',
  'password_updated',
] as const;
export type SuccessCode = (typeof successCodes)[number];

export const tokenResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.string().optional(),
  token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const resetPasswordResponseSchema = tokenResponseSchema.extend({ user: userResponseSchema.optional() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** How long a mailed reset code stays valid, and how many wrong tries it survives . */
export const resetCodeLifetimeMinutes = 30;
export const resetCodeMaxAttempts = 5;

/**
 * POST /api/user/update-password: the current password proves it is the owner at the keyboard (a wrong one is a 422
 * on `current_password`); the new one follows registration's rule. Every other sign-in of the user ends.
 */
export const updatePasswordRequestSchema = z.object({
  current_password: z.string().min(1).max(1024),
  password: newPasswordSchema,
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

export const updatePasswordResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  code: z.literal('password_updated'),
});
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponseSchema>;
