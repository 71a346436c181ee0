import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  TokenResponse,
} from '#contract/auth';
import type { StatusResponse } from '#contract/common';
import type { UserResponse } from '#contract/user';
import { apiRequest } from '../../api/api-client.ts';

// Spec §7. A `failed` answer never returns here: the client has shown it and thrown.

export const login = (body: LoginRequest) => apiRequest<TokenResponse>('/api/login', { method: 'POST', body });

export const register = (body: RegisterRequest) => apiRequest<TokenResponse>('/api/register', { method: 'POST', body });

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest<StatusResponse>('/api/forgot-password', { method: 'POST', body });

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<ResetPasswordResponse>('/api/reset-password', { method: 'POST', body });

export const logout = () => apiRequest<unknown>('/api/logout', { method: 'POST', quiet: true });

/** GET /api/user, checked against the contract: this row is what every guard and screen trusts afterwards. */
export async function fetchCurrentUser(options: { background?: boolean } = {}): Promise<UserResponse> {
  const answer = await apiRequest<unknown>('/api/user', options);
  // After the answer, not beside the request: the schema needs full zod, which an offline start never loads.
  const { userResponseSchema } = await import('#contract/user');
  return userResponseSchema.parse(answer);
}
