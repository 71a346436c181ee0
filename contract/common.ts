import { z } from 'zod';

/** Every entity id is a UUIDv7 string chosen by whoever creates the row, so a row made offline keeps its id. */
export const idSchema = z.uuid();

/** Laravel-style answer of a call that can fail for a reason the user must see. */
export const statusSchema = z.enum(['success', 'failed']);

export const statusResponseSchema = z.object({
  status: statusSchema,
  message: z.string(),
  /** Stable reason for a failure, so the client can say it in the user's language. */
  code: z.string().optional(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** Laravel's 422 body for malformed input: field → messages. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** `GET /api/health` (the process serves) and `GET /api/health/ready` (and its database answers). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
/** 503 of `GET /api/health/ready`: why a load balancer should send requests elsewhere, without internals. */
export const notReadyResponseSchema = z.object({ status: z.literal('unavailable'), message: z.string() });

/** Body of errors that carry only a message: 401 `Unauthenticated.`, 404, 409, 429, 500 `Server Error`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
