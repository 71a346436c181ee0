// No zod here: the client's outbox imports this before first paint, and zod would come with it (~25 KB gzip).

/** Header every mutating request carries: the outbox row id (DESIGN §3). */
export const idempotencyHeader = 'idempotency-key';
