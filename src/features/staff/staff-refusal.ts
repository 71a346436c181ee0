import { i18n } from '@lingui/core';
import type { StaffFailureCode } from '#contract/staff-rules';
import { ApiError } from '../../api/api-error.ts';
import { staffFailureMessages } from './staff-messages.ts';

/** A refused staff call (its ADR 0001 code) in the user's language; null when the code is unknown or absent. */
export function explainStaffRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.body && typeof error.body === 'object' ? (error.body as { code?: unknown }).code : undefined;
  const message = typeof code === 'string' ? staffFailureMessages[code as StaffFailureCode] : undefined;
  return message ? i18n._(message) : null;
}
