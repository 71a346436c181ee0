import { explainRefusal } from '../../api/refusal-messages.ts';

/** A refused staff call (its ADR 0001 code) in the user's language; null when the code is unknown or absent. */
export const explainStaffRefusal = (error: unknown): string | null => explainRefusal('staff', error);
