import type { ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '#contract/auth';
import { apiRequest } from '../../api/api-client.ts';

// A `failed` answer never returns here: the client has shown it and thrown. The schemas load with the answer, so
// zod stays out of the sign-in screen's first bundle.
const tokenAnswer = () => import('#contract/auth').then((m) => m.tokenResponseSchema);
const resetAnswer = () => import('#contract/auth').then((m) => m.resetPasswordResponseSchema);
const statusAnswer = () => import('#contract/common').then((m) => m.statusResponseSchema);

export const login = (body: LoginRequest) => apiRequest('/api/login', { method: 'POST', body, schema: tokenAnswer });

export const register = (body: RegisterRequest) =>
  apiRequest('/api/register', { method: 'POST', body, schema: tokenAnswer });

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest('/api/forgot-password', { method: 'POST', body, schema: statusAnswer });

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest('/api/reset-password', { method: 'POST', body, schema: resetAnswer });

export const logout = () => apiRequest('/api/logout', { method: 'POST', quiet: true, schema: statusAnswer });
