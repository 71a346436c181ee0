import type { SyncTable } from '#contract/sync-rows';
import type { SyncedRow } from '../db/synced-tables.ts';
import type { OutboxUpload } from './outbox-upload.ts';

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `pending`: waits (maybe for its backoff); `sending`: on the wire; `failed`: refused, waits for retry/edit/discard. */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

/** The server's answer kept for the screen: Laravel's message and field errors, and the ADR 0001 code. */
export interface OutboxError {
  /** null: no answer at all (offline, timeout). */
  status: number | null;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
  /** The row a conflict names (e.g. the one that already covers these days), for the way forward. */
  existing?: Record<string, unknown>;
}

/** One write waiting for the server; its `id` is the Idempotency-Key of every try. */
export interface OutboxEntry {
  /** UUIDv7, also the Idempotency-Key; a retry after a refusal or an edit gets a new one (the server replays a key). */
  id: string;
  /** Whose write this is: sent only while this user is signed in, kept across their sign-outs. */
  userId: string;
  kind: string;
  method: OutboxMethod;
  path: string;
  body: unknown;
  entity: { table: SyncTable; id: string };
  /** Position in the queue (FIFO); kept when the entry is retried or edited. */
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  lastError: OutboxError | null;
  /** The optimistic row this write shows; put back on the user's next sign-in (sign-out clears synced rows). */
  row: SyncedRow;
  /** The newest row the server confirmed for this entity (null: never synced); what a discard goes back to. */
  base: SyncedRow | null;
  /** A file uploaded before the call (a photo, say), kept here with its bytes until the write is sent. */
  upload?: OutboxUpload;
  /**
   * Refused, the entry and its row go instead of waiting as a failed write: the user wrote nothing here (that an item
   * was opened), so there is nothing to retry, edit or discard.
   */
  dropWhenRefused?: true;
}

export const entityKey = (entity: OutboxEntry['entity']) => `${entity.table}:${entity.id}`;

/** Queue order: creation time, then id (UUIDv7 ids of one device grow with time). */
export function byQueueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
