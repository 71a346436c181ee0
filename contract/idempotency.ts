import { z } from 'zod';
import { validationErrorSchema } from './common.ts';

/**
 * Why the Idempotency-Key check refused a write (ADR 0001), on any writing route:
 * - `idempotency_key_in_use` (409): the first request with this key still runs; retry soon, it will be replayed.
 * - `idempotency_key_reused` (422): the key was used for a different request (method, path or body); the write
 *   was not done, and no retry with this key can change that.
 */
export const idempotencyFailureCodes = ['idempotency_key_in_use', 'idempotency_key_reused'] as const;
export type IdempotencyFailureCode = (typeof idempotencyFailureCodes)[number];

/** Laravel's body plus the code; `errors` names the header, so it fits every route's 409/422 shape. */
export const idempotencyRefusalSchema = validationErrorSchema.extend({ code: z.enum(idempotencyFailureCodes) });
export type IdempotencyRefusal = z.infer<typeof idempotencyRefusalSchema>;
