import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  TokenResponse,
} from '#contract/auth';
import type { StatusResponse } from '#contract/common';
import { apiRequest } from '../../api/api-client.ts';

// A `failed` answer never returns here: the client has shown it and thrown.

export const login = (body: LoginRequest) => apiRequest<TokenResponse>('/api/login', { method: 'POST', body });

export const register = (body: RegisterRequest) => apiRequest<TokenResponse>('/api/register', { method: 'POST', body });

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest<StatusResponse>('/api/forgot-password', { method: 'POST', body });

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<ResetPasswordResponse>('/api/reset-password', { method: 'POST', body });

export const logout = () => apiRequest<unknown>('/api/logout', { method: 'POST', quiet: true });
