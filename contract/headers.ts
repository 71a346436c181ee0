// No zod here: the client's outbox imports this before first paint, and zod would come with it (~25 KB gzip).

/** Header every mutating request carries: the outbox row id, so the server runs a repeated request once. */
export const idempotencyHeader = 'idempotency-key';

/** Header every request carries: the UI locale, so the server speaks the user's language where it must (ADR 0001). */
export const languageHeader = 'accept-language';
