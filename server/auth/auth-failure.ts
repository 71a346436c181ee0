import type { AuthFailureCode } from '#contract/auth';

/** English fallbacks; the client shows `code` in the user's language. */
const messages: Record<AuthFailureCode, string> = {
  invalid_credentials: 'These credentials do not match our records.',
  invalid_invite_code: 'This invite code is not valid.',
  invite_code_used_up: 'This invite code has already been used.',
  invite_code_expired: 'This invite code has expired.',
  username_taken: 'An account with this e-mail address already exists.',
  terms_not_accepted: 'Please accept the terms and conditions.',
  password_too_short: 'The password must be at least 8 characters long.',
  password_too_simple: 'The password is too simple: mix letters with digits or symbols.',
  invalid_reset_code: 'This reset code is not valid.',
  reset_code_expired: 'This reset code has expired. Please request a new one.',
  too_many_attempts: 'Too many wrong attempts. Please request a new code.',
  auth_unavailable: 'Signing in is not possible at the moment. Please try again in a few minutes.',
};

export type AuthFailure = { status: 'failed'; message: string; code: AuthFailureCode };

export function authFailure(code: AuthFailureCode): AuthFailure {
  return { status: 'failed', message: messages[code], code };
}

export function passwordFailure(weakness: 'too_short' | 'too_simple'): AuthFailure {
  return authFailure(weakness === 'too_short' ? 'password_too_short' : 'password_too_simple');
}
