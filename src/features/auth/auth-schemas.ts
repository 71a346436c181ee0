import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  newPasswordSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '#contract/auth';

// Loaded on the first submit (lazyZodResolver), so full zod stays out of the first screen's bundle.
// The forms add only what the server checks too, so they fail early with the same rule.

export const loginFormSchema = loginRequestSchema;
export const forgotPasswordFormSchema = forgotPasswordRequestSchema;

export const registerFormSchema = registerRequestSchema.extend({
  password: newPasswordSchema,
  accept_terms_and_conditions: z.literal(true),
});

export const resetPasswordFormSchema = resetPasswordRequestSchema.extend({ password: newPasswordSchema });
