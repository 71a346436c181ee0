import { z } from 'zod';

/**
 * POST /api/notifications/read-all (send `Idempotency-Key`): every notification of the user made at or before `before`
 * that is not read yet becomes read. The cutoff is the device's newest notification when the user tapped, so one
 * arriving while the request travels stays unread; a replay marks nothing new.
 */
export const markAllNotificationsReadPath = '/api/notifications/read-all';
export const markAllNotificationsReadRequestSchema = z.object({ before: z.iso.datetime({ offset: true }) });
export type MarkAllNotificationsReadRequest = z.infer<typeof markAllNotificationsReadRequestSchema>;
/** `marked`: how many changed now (0 on a replay or when another device was first). */
export const markAllNotificationsReadResponseSchema = z.object({ marked: z.number().int().min(0) });
