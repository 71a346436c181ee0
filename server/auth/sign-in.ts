import type { LoginRequest } from '#contract/auth';
import type { Repositories } from '../repositories/repositories.ts';
import { authFailure, type AuthFailure } from './auth-failure.ts';
import { createBearerToken } from './bearer-tokens.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type SignedIn = { status: 'success'; message: string; token: string; tokenId: string };

// Checked against when the username is unknown, so an unknown user costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Issues a new bearer token for the user; only its hash is stored. */
export async function issueToken(
  repositories: Repositories,
  userId: string,
): Promise<{ token: string; tokenId: string }> {
  const { token, hash } = createBearerToken();
  const tokenId = await repositories.tokens.create(userId, hash);
  return { token, tokenId };
}

export async function signIn(
  repositories: Repositories,
  input: Required<LoginRequest>,
): Promise<SignedIn | AuthFailure> {
  const user = await repositories.users.findByUsername(input.username);
  if (!user) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verifyPassword(input.password, await decoyHash);
    return authFailure('invalid_credentials');
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) return authFailure('invalid_credentials');
  const issued = await issueToken(repositories, user.id);
  return { status: 'success', message: 'You are signed in.', ...issued };
}
