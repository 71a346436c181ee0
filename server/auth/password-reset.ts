import {
  passwordWeakness,
  resetCodeLifetimeMinutes,
  resetCodeMaxAttempts,
  type ResetPasswordRequest,
} from '#contract/auth';
import type { UserResponse } from '#contract/user';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/password-reset-mail.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';
import { authFailure, passwordFailure, type AuthFailure } from './auth-failure.ts';
import type { DeferredWork } from './deferred-work.ts';
import { hashPassword } from './password.ts';
import { createResetCode, hashResetCode, resetCodeMatches } from './reset-codes.ts';
import { issueToken } from './sign-in.ts';
import { buildUserResponse } from './user-response.ts';

export const forgotPasswordMessage =
  'If an account exists for this address, we have e-mailed a code to reset the password.';

/**
 * Looks the address up and, when it has an account, mails a fresh 6-digit code after the answer. The caller answers
 * the same either way, and both ways do the same work before answering, so neither the answer nor its timing tells
 * whether an address has an account.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  later: DeferredWork,
  username: string,
  now = new Date(),
): Promise<void> {
  const user = await createRepositories(db).users.findByUsername(username);
  if (!user) return;
  later.defer(async () => {
    const code = createResetCode();
    const id = createRepositories(db).passwordResets.newId();
    const expiresAt = new Date(now.getTime() + resetCodeLifetimeMinutes * 60_000);
    await inTransaction(db, (tx) =>
      tx.passwordResets.replace({ id, userId: user.id, codeHash: hashResetCode(id, code), expiresAt }),
    );
    await mailer.send({ to: user.username, ...passwordResetMail(user.language, code, resetCodeLifetimeMinutes) });
  }, 'password reset mail could not be sent');
}

export type PasswordWasReset = {
  status: 'success';
  message: string;
  code: 'password_reset';
  token: string;
  user: UserResponse;
};

/**
 * Checks the code (expiry, attempts, single use) and sets the new password. Success signs the user in with a new
 * token and revokes every other token: whoever knew the old password is signed out.
 */
export async function resetPassword(
  db: Db,
  input: Required<ResetPasswordRequest>,
  defaultTimeZone: string,
  now = new Date(),
): Promise<PasswordWasReset | AuthFailure> {
  const weakness = passwordWeakness(input.password);
  if (weakness) return passwordFailure(weakness);

  const repositories = createRepositories(db);
  const user = await repositories.users.findByUsername(input.username);
  const reset = user ? await repositories.passwordResets.findOpen(user.id) : undefined;
  if (!user || !reset) return authFailure('invalid_reset_code');
  if (reset.expiresAt <= now) return authFailure('reset_code_expired');
  if (!(await repositories.passwordResets.countAttempt(reset.id, resetCodeMaxAttempts)))
    return authFailure('too_many_attempts');
  if (!resetCodeMatches(reset.id, input.code, reset.codeHash)) return authFailure('invalid_reset_code');

  const passwordHash = await hashPassword(input.password);
  const token = await inTransaction(db, async (tx) => {
    if (!(await tx.passwordResets.markUsed(reset.id))) return null;
    await tx.users.setPasswordHash(user.id, passwordHash);
    const issued = await issueToken(tx, user.id);
    await tx.tokens.revokeAllOf(user.id, issued.tokenId);
    return issued.token;
  });
  if (!token) return authFailure('invalid_reset_code');
  const fresh = (await repositories.users.findById(user.id)) ?? user;
  return {
    status: 'success',
    message: 'Your password has been reset.',
    code: 'password_reset',
    token,
    user: await buildUserResponse(repositories.users, fresh, defaultTimeZone),
  };
}
